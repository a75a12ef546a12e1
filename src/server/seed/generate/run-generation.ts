import { getTableName, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { BatchWriter } from '../write/batch-writer';
import { dropSecondaryIndexes } from '../write/bulk-indexes';
import type { BookPlan, GenContext } from '../context';
import { generateBooks, TABLE_GROUPS } from './generate';
import { LaneWriter } from '../write/lane-writer';
import { IdAllocator, resetSequences } from './id-allocator';
import { signupIp } from './identity-numbers';
import { Rng, seedOf } from './random';
import { loadReference, type Reference } from '../data/reference';
import { insertStaff, Staff, type NewStaff } from '../demo/staff';

/**
 * Who reviews and approves seeded discount requests, per brand: the matrix the approvals module applies by
 * default (active city heads review, the first active national sales head approves), which in the demo is
 * `reviewer` and `approver` (first brand) and `makaan-reviewer` and `makaan-approver` (second brand).
 */
function discountApprovers(staff: Staff): Map<number, { reviewerId: number; approverId: number }> {
  const out = new Map<number, { reviewerId: number; approverId: number }>();
  for (const [reviewer, approver] of [['reviewer', 'approver'], ['makaan-reviewer', 'makaan-approver']] as const) {
    const r = staff.byUsername.get(reviewer);
    const a = staff.byUsername.get(approver);
    if (r && a && r.domainId === a.domainId) out.set(r.domainId, { reviewerId: r.id, approverId: a.id });
  }
  return out;
}

/** Serialises seeding between processes sharing one PostgreSQL (two servers starting at once seed once). */
export async function takeSeedLock(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7301, 1)`);
}

/** The day the data is generated for (UTC midnight), so seeding twice on one day gives the same rows. */
export function anchorDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export type GenerationInput = {
  seed: number;
  anchor: Date;
  passwordHash: string;
  /** Staff to create first (parents before their reports). */
  staff: (ref: Reference, rng: Rng) => NewStaff[];
  plans: (staff: Staff, ref: Reference, created: readonly NewStaff[]) => BookPlan[];
  density: GenContext['density'];
  flushEvery: number;
  maxRows: number;
  /** Drop the secondary indexes during the load and rebuild them after (worth it for the large volume). */
  dropIndexes: boolean;
};

export type GenerationResult = { rows: Record<string, number> };

/**
 * Creates the staff, generates the books, writes them and moves the id sequences past the new rows.
 * `txs[0]` takes the staff and the first table group; with more transactions (PostgreSQL), the other table
 * groups are written on them in parallel.
 */
export async function runGeneration(txs: readonly Tx[], input: GenerationInput): Promise<GenerationResult> {
  const [tx] = txs;
  if (!tx) throw new Error('seed: no transaction');
  const rng = new Rng(seedOf(input.seed, 0));
  // Each lane owns its table groups: it alone drops their indexes, reads their ids and resets their sequences
  // (a lane that dropped a table's indexes holds the table exclusively until it commits).
  const laneTables = txs.map((_, i) => TABLE_GROUPS.filter((_group, g) => g % txs.length === i).flat());
  const restores = input.dropIndexes ? await Promise.all(txs.map((laneTx, i) => dropSecondaryIndexes(laneTx, laneTables[i] ?? []))) : [];
  const ref = await loadReference(tx);
  if (ref.cities.length === 0 || ref.packages.length === 0) throw new Error('seed: the reference data (cities, catalogue) is missing');
  const alloc = await IdAllocator.startLanes(txs.map((laneTx, i) => ({ db: laneTx, tables: i === 0 ? [users, ...(laneTables[0] ?? [])] : (laneTables[i] ?? []) })));
  const newStaff = input.staff(ref, rng);
  await insertStaff(tx, alloc, newStaff, input.passwordHash, ref, input.anchor, rng);
  const staff = await Staff.load(tx);
  const lanes = txs.map((laneTx, i) => new BatchWriter(laneTx, laneTables[i] ?? [], input.maxRows));
  const writer = lanes.length === 1 && lanes[0] ? lanes[0] : new LaneWriter(lanes, TABLE_GROUPS);
  const ctx: GenContext = {
    seed: input.seed,
    anchor: input.anchor,
    ref,
    staff,
    alloc,
    writer,
    approvers: discountApprovers(staff),
    adminId: staff.idOf('admin'),
    sharedIps: Array.from({ length: 30 }, () => signupIp(rng)),
    density: input.density,
    memo: new Map(),
  };
  const plans = input.plans(staff, ref, newStaff);
  await generateBooks(ctx, plans, input.flushEvery);
  await Promise.all(restores.map((restore) => restore()));
  await Promise.all(txs.map((laneTx, i) => resetSequences(laneTx, alloc, i === 0 ? [users, ...(laneTables[0] ?? [])] : (laneTables[i] ?? []))));
  const rows: Record<string, number> = { users: newStaff.length };
  for (const [table, n] of writer.counts()) rows[getTableName(table)] = n;
  return { rows };
}
