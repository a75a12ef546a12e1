import type { Db, Tx } from '../db/client';
import type { SessionUser } from '../shared/http/session-user';
import { scopeOf, type Scope } from '../scope/scope';
import type { MirroredEntity } from '../shared/sql/change-log';
import { readChangePage, type LoggedChange } from './change-page';
import { comparePositions, decodeCursor, encodeCursor, scopeFingerprint, START, type LogPosition } from './cursor';
import { oldestRunningTxid, purgedPosition, servablePosition } from './horizon';
import { rowsInScopeById } from './mirror-rows';
import { accountsBehindDeals, enteredChildren, leftChildren, upsertOf, wasInScope, type MirrorChange } from './scope-moves';
import { lastAppliedSeq } from './sync-clients';
import { referenceVersion } from '../shared/reference-version';
import type { MilestoneRow, MirrorRow, PaymentRow } from '../../domain/sync/mirror-rows';

/**
 * GET /sync/v1/pull (SYNC.md "Pull"): the changes in the user's scope after the device's cursor.
 *
 * - Order and completeness: the change log is read in (txid, seq) order and only below the oldest transaction
 *   still running (horizon.ts), so a transaction that commits late is served by a later pull, never skipped,
 *   and the cursor never passes a row that could still appear.
 * - Each change is answered from the current data: the row as it is now if it exists and is in scope
 *   (upsert, with the full row), otherwise a delete (a tombstone for a deleted row, or a row that left scope).
 * - Access moves (reassignments) add or remove the row and everything under it (scope-moves.ts).
 * - A payment change also refreshes its milestone and opportunity, whose derived amounts it changes.
 * - reset: no cursor, a cursor from another scope (fingerprint differs: team or roles changed), or a cursor
 *   older than tombstone retention. The device primes again from /snapshot and keeps its outbox.
 */
export type PullInput = { cursor?: string | undefined; clientId?: string | undefined; limit: number };
export type PullResult = { changes: MirrorChange[]; cursor: string; hasMore: boolean; lastAppliedSeq: number; referenceVersion: number; reset?: true };

export async function pull(db: Db, user: SessionUser, input: PullInput): Promise<PullResult> {
  // The horizon first, in a statement of its own (horizon.ts); then one read-only snapshot for the whole answer.
  const horizon = await oldestRunningTxid(db);
  return db.transaction(
    async (tx) => {
      const scope = await scopeOf(tx, user);
      const fingerprint = scopeFingerprint(user.id, scope);
      const applied = (bound: bigint) => (input.clientId ? lastAppliedSeq(tx, user, input.clientId, bound) : Promise.resolve(0));

      const cursor = input.cursor ? decodeCursor(input.cursor) : null;
      const purged = await purgedPosition(tx);
      if (!cursor || cursor.fingerprint !== fingerprint || (purged && comparePositions(cursor, purged) < 0)) {
        return {
          changes: [],
          cursor: encodeCursor({ ...servablePosition(horizon), fingerprint }),
          hasMore: false,
          lastAppliedSeq: await applied(horizon),
          referenceVersion: await referenceVersion(tx),
          reset: true,
        };
      }

      const page = await readChangePage(tx, scope, cursor, horizon, input.limit);
      const last = page.changes.at(-1);
      const end: LogPosition = page.hasMore && last ? last : maxPosition(last ?? START, cursor, servablePosition(horizon));
      return {
        changes: await answer(tx, scope, page.changes),
        cursor: encodeCursor({ txid: end.txid, seq: end.seq, fingerprint }),
        hasMore: page.hasMore,
        // Commands whose transactions are not all served yet are not reported as applied, so the device keeps
        // its optimistic rows until the server rows arrive.
        lastAppliedSeq: await applied(page.hasMore && last ? last.txid : horizon),
        // The reference data is not in the change log: its version tells the device to download it again.
        referenceVersion: await referenceVersion(tx),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function maxPosition(...positions: LogPosition[]): LogPosition {
  return positions.reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
}

type Entry = { entity: MirroredEntity; id: number; accountId: number; move: boolean; prevAgentIds: number[] };

/** One entry per changed row (its last change in the page wins; a move anywhere makes it a move). */
function collapse(changes: LoggedChange[]): Entry[] {
  const entries = new Map<string, Entry>();
  for (const c of changes) {
    const key = `${c.entity}:${c.entityId}`;
    const before = entries.get(key);
    entries.delete(key);
    entries.set(key, {
      entity: c.entity,
      id: c.entityId,
      accountId: c.accountId,
      move: c.op === 'move' || (before?.move ?? false),
      prevAgentIds: [...(before?.prevAgentIds ?? []), ...c.prevAgentIds],
    });
  }
  return [...entries.values()];
}

async function answer(tx: Tx, scope: Scope, logged: LoggedChange[]): Promise<MirrorChange[]> {
  const entries = collapse(logged);
  const current = await currentRows(tx, scope, entries);
  const out: MirrorChange[] = [];
  const entered = { account: [] as number[], opportunity: [] as number[] };
  const left = { account: [] as number[], opportunity: [] as number[] };
  for (const entry of entries) {
    const row = current.get(`${entry.entity}:${entry.id}`);
    if (entry.move && (entry.entity === 'account' || entry.entity === 'opportunity')) {
      const was = wasInScope(scope, entry.prevAgentIds);
      if (row) out.push(upsertOf(entry.entity, row));
      else if (was) out.push({ entity: entry.entity, op: 'delete', id: entry.id, accountId: entry.accountId });
      if (row && !was) entered[entry.entity].push(entry.id);
      if (!row && was) left[entry.entity].push(entry.id);
      continue;
    }
    out.push(row ? upsertOf(entry.entity, row) : { entity: entry.entity, op: 'delete', id: entry.id, accountId: entry.accountId });
  }
  // What hangs under moved rows, all roots of a kind at once (a mass reassignment moves thousands).
  for (const entity of ['account', 'opportunity'] as const) {
    out.push(...(await leftChildren(tx, scope, { entity, ids: left[entity] })));
    out.push(...(await enteredChildren(tx, scope, { entity, ids: entered[entity] })));
  }
  const dealAccounts = { upserted: [] as number[], left: [] as number[] };
  for (const change of out) {
    if (change.entity === 'opportunity') (change.op === 'upsert' ? dealAccounts.upserted : dealAccounts.left).push(change.accountId);
  }
  out.push(...(await accountsBehindDeals(tx, scope, dealAccounts)));
  out.push(...(await parentsOfPayments(tx, scope, out)));
  return withoutRepeats(out);
}

/** A row reached twice (as a change and as a child of a move) is sent once; both come from the same snapshot. */
function withoutRepeats(changes: MirrorChange[]): MirrorChange[] {
  const seen = new Set<string>();
  return changes.filter((c) => {
    const key = `${c.entity}:${c.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The current rows (in scope) of every changed row, keyed `entity:id`. */
async function currentRows(tx: Tx, scope: Scope, entries: Entry[]): Promise<Map<string, MirrorRow>> {
  const ids = new Map<MirroredEntity, number[]>();
  for (const e of entries) ids.set(e.entity, [...(ids.get(e.entity) ?? []), e.id]);
  const rows = new Map<string, MirrorRow>();
  for (const [entity, list] of ids) {
    for (const row of await rowsInScopeById(tx, entity, scope, list)) rows.set(`${entity}:${'id' in row ? row.id : row.accountId}`, row);
  }
  return rows;
}

/** A payment changes its milestone's and its opportunity's derived amounts: send them fresh too. */
async function parentsOfPayments(tx: Tx, scope: Scope, changes: MirrorChange[]): Promise<MirrorChange[]> {
  const sent = new Set(changes.map((c) => `${c.entity}:${c.id}`));
  const payments = changes.flatMap((c) => (c.entity === 'payment' && c.op === 'upsert' ? [c.row as PaymentRow] : []));
  if (payments.length === 0) return [];
  const milestoneIds = [...new Set(payments.map((p) => p.milestoneId))].filter((id) => !sent.has(`milestone:${id}`));
  const opportunityIds = [...new Set(payments.map((p) => p.opportunityId))].filter((id) => !sent.has(`opportunity:${id}`));
  const milestones: MilestoneRow[] = await rowsInScopeById(tx, 'milestone', scope, milestoneIds);
  const opportunities = await rowsInScopeById(tx, 'opportunity', scope, opportunityIds);
  return [...milestones.map((row) => upsertOf('milestone', row)), ...opportunities.map((row) => upsertOf('opportunity', row))];
}
