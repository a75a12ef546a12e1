import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { hashPassword } from '../../modules/auth/password';
import { LARGE_MANAGERS, LARGE_SEED_MARKER_USERNAME, largePlans, largeTeams } from './book-plans';
import { demoUsersExist, seedDemo, userCount } from '../demo/demo';
import { GENERATED_TABLES } from './generate';
import { seedReferenceData } from '../data/reference';
import { anchorDay, runGeneration, takeSeedLock, type GenerationResult } from './run-generation';
import { generatedStaff } from '../demo/staff';
import { withTransactions } from '../write/parallel-transactions';
import { rebuildAccountFigures } from '../../shared/sql/account-figures';
import { seedTicketHistory } from '../demo/ticket-history';
import { rebuildDashboardFacts } from '../../shared/sql/dashboard-facts';

/** The benchmark volume's seed (independent of the demo's, so the demo stays the same with or without it). */
export const LARGE_SEED = 20_240_612;

/** A refusal the command line prints as is. */
export class SeedRefusedError extends Error {}

export type LargeSeedResult = { demoSeeded: boolean } & GenerationResult;

/**
 * Benchmark volume on top of the demo: 4 regional managers with 10 teams of 5 agents each (450 accounts per
 * agent) and a second-brand region of 20 agents (500 each): 100,000 accounts, about 440,000 opportunities
 * and everything under them, with lighter activity (comments, listings, leads) than the demo.
 * - An empty database gets the demo seed first, then the volume.
 * - A database with the demo seed gets the volume added (deterministic: the same demo gives the same rows).
 * - Refused when the volume is already there, or when the database has users but not the demo's (a real
 *   deployment): the benchmark data must never land in production data.
 */
export async function seedLarge(database: Pick<Database, 'db' | 'kind'>, options: { password: string; now?: Date }): Promise<LargeSeedResult> {
  const { db } = database;
  const now = options.now ?? new Date();
  let demoSeeded = false;
  if ((await userCount(db)) === 0) {
    const demo = await seedDemo(db, { password: options.password, now });
    demoSeeded = demo.seeded;
  }
  if (!(await demoUsersExist(db))) {
    throw new SeedRefusedError('This database has users but not the demo seed: the large seed is only added to a demo database. Use an empty database.');
  }
  const passwordHash = await hashPassword(options.password);
  // PostgreSQL writes the three table groups on three connections at once; PGlite has one connection.
  const lanes = database.kind === 'postgres' ? 3 : 1;
  const result = await withTransactions(db, lanes, async (txs) => {
    const [tx] = txs;
    if (!tx) throw new Error('seed: no transaction');
    await takeSeedLock(tx);
    const [marker] = await tx.select({ n: count() }).from(users).where(eq(users.username, LARGE_SEED_MARKER_USERNAME));
    if (Number(marker?.n ?? 0) > 0) {
      throw new SeedRefusedError(`This database already has the large seed (user ${LARGE_SEED_MARKER_USERNAME} exists); nothing was added.`);
    }
    await seedReferenceData(tx);
    const existing = new Set((await tx.select({ username: users.username }).from(users)).map((u) => u.username));
    return runGeneration(txs, {
      seed: LARGE_SEED,
      anchor: anchorDay(now),
      passwordHash,
      staff: (_ref, rng) => {
        for (const m of LARGE_MANAGERS) existing.add(m.username);
        return [...LARGE_MANAGERS, ...generatedStaff(rng, largeTeams(), existing, 100)];
      },
      plans: (staff, _ref, created) => largePlans(staff, created.filter((s) => !LARGE_MANAGERS.includes(s)), 1000),
      density: { comments: 0.5, listings: 0.5, leads: 0.5 },
      flushEvery: 1000,
      maxRows: 10_000,
      dropIndexes: true,
    });
  });
  // Fresh planner statistics first, so the backfill and the rebuilds below and the first queries on the new volume use
  // their indexes (the rebuild planned on the empty tables' statistics read payments and milestones whole for every
  // opportunity: over 20 minutes at this scale instead of about one; the backfill, run before, stalled the same way).
  for (const table of [users, ...GENERATED_TABLES]) await db.execute(sql`analyze ${table}`);
  // The generated Closed deals' moves into Closed (their closed date, issue 49; migration 0055), with the kept facts'
  // triggers off like the rest of the seed's writes: the rebuild below writes the facts once, for every deal.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.seeding', 'on', true)`);
    await tx.execute(sql`select status_history_backfill_closed()`);
  });
  // The dashboard tiles' facts and the account lists' figures: the triggers skipped the seed's writes (app.seeding).
  await rebuildDashboardFacts(db);
  await db.execute(sql`analyze dashboard_tile_facts`);
  await rebuildAccountFigures(db);
  await seedTicketHistory(db);
  await db.execute(sql`analyze account_list_figures`);
  return { demoSeeded, ...result };
}
