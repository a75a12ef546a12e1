import type { Tx } from '../db/client';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { Scope } from '../scope/scope';
import type { MirroredEntity } from '../shared/sql/change-log';
import { idsOutOfScope, rowsInScope } from './mirror-rows';
import { MIRROR_SOURCES } from './mirror-scope';
import { rowIdOf, type MirrorRow } from '../../domain/sync/mirror-rows';

/**
 * Access moves (SYNC.md test 8): an account reassigned to another agent, or an opportunity to another owner,
 * leaves some books and enters others. The database records a `move` change with the previous owners
 * (migration 0002); the pull turns it into what each device needs:
 * - entered the user's scope: the row and every row under it that is now in scope, as upserts;
 * - left the user's scope: the row and every row under it that is no longer in scope, as deletes (an
 *   opportunity the user still owns on a reassigned account stays, with its termsheets and payments);
 * - stayed in scope (a move inside the team): an ordinary upsert.
 * A change of the team itself (a new report, a role change) changes the scope fingerprint instead: reset.
 * An account also enters a book behind a deal the team comes to own, and leaves it with the last such deal
 * (DOMAIN.md "Scope"): accountsBehindDeals.
 */
export type MirrorChange =
  | { entity: MirroredEntity; op: 'upsert'; id: number; accountId: number; row: MirrorRow }
  | { entity: MirroredEntity; op: 'delete'; id: number; accountId: number };

/** What hangs under an account, and under an opportunity, in the mirror. */
const UNDER_ACCOUNT: MirroredEntity[] = ['contact', 'legalEntity', 'opportunity', 'termsheet', 'milestone', 'payment', 'comment', 'approval', 'document'];
const UNDER_OPPORTUNITY: MirroredEntity[] = ['termsheet', 'milestone', 'payment', 'comment', 'approval', 'document'];

export function upsertOf(entity: MirroredEntity, row: MirrorRow): MirrorChange {
  return { entity, op: 'upsert', id: rowIdOf(row), accountId: row.accountId, row };
}

/** Did the user's scope hold the row before the move (one of its previous owners is in the team)? */
export function wasInScope(scope: Scope, prevAgentIds: number[]): boolean {
  return scope.all || prevAgentIds.some((id) => scope.agentIds.includes(id));
}

export type MoveRoots = { entity: 'account' | 'opportunity'; ids: number[] };

function childCondition(entity: MirroredEntity, roots: MoveRoots) {
  const source = MIRROR_SOURCES[entity];
  if (roots.entity === 'account') return source.ofAccounts(roots.ids);
  if (!source.ofOpportunities) throw new Error(`${entity} does not hang under an opportunity`);
  return source.ofOpportunities(roots.ids);
}

function childrenOf(entity: 'account' | 'opportunity'): MirroredEntity[] {
  return entity === 'account' ? UNDER_ACCOUNT : UNDER_OPPORTUNITY;
}

/** The rows under roots that have entered the user's scope, as upserts (one query per entity for all roots). */
export async function enteredChildren(tx: Tx, scope: Scope, roots: MoveRoots): Promise<MirrorChange[]> {
  const changes: MirrorChange[] = [];
  if (roots.ids.length === 0) return changes;
  for (const entity of childrenOf(roots.entity)) {
    for (const row of await rowsInScope(tx, entity, scope, childCondition(entity, roots))) changes.push(upsertOf(entity, row));
  }
  return changes;
}

/** The rows under roots that have left the user's scope and are no longer visible, as deletes. */
export async function leftChildren(tx: Tx, scope: Scope, roots: MoveRoots): Promise<MirrorChange[]> {
  const changes: MirrorChange[] = [];
  if (roots.ids.length === 0) return changes;
  for (const entity of childrenOf(roots.entity)) {
    for (const gone of await idsOutOfScope(tx, entity, scope, childCondition(entity, roots))) {
      changes.push({ entity, op: 'delete', id: gone.id, accountId: gone.accountId });
    }
  }
  return changes;
}

/**
 * The accounts that follow the team's deals (the read scope, scope.ts): for opportunities sent as upserts, their
 * accounts that are in the book only through a deal (not the team's own) come with every row under them in scope,
 * as upserts (the device may not hold them yet: a deal created or moved onto someone else's account); for
 * opportunities that left the book, their accounts that are no longer in it go, with what hangs under them, as
 * deletes. Accounts the team owns are unaffected by their deals, so they are skipped in one query.
 */
export async function accountsBehindDeals(tx: Tx, scope: Scope, deals: { upserted: number[]; left: number[] }): Promise<MirrorChange[]> {
  if (scope.all) return [];
  const changes: MirrorChange[] = [];
  const upserted = [...new Set(deals.upserted)];
  if (upserted.length > 0) {
    const team = `{${scope.agentIds.join(',')}}`;
    const foreign = await queryRows<{ id: number }>(
      tx,
      sql`select id from accounts where id in (select unnest(${`{${upserted.join(',')}}`}::int[]))
            and (agent_id is null or not (agent_id = any(${team}::int[])))`,
    );
    const ids = foreign.map((r) => Number(r.id));
    if (ids.length > 0) {
      for (const row of await rowsInScope(tx, 'account', scope, MIRROR_SOURCES.account.ofAccounts(ids))) changes.push(upsertOf('account', row));
      changes.push(...(await enteredChildren(tx, scope, { entity: 'account', ids })));
    }
  }
  const left = [...new Set(deals.left)];
  if (left.length > 0) {
    const gone = await idsOutOfScope(tx, 'account', scope, MIRROR_SOURCES.account.ofAccounts(left));
    const ids = gone.map((g) => g.id);
    for (const id of ids) changes.push({ entity: 'account', op: 'delete', id, accountId: id });
    changes.push(...(await leftChildren(tx, scope, { entity: 'account', ids })));
  }
  return changes;
}
