import type { Tx } from '../db/client';
import type { Scope } from '../scope/scope';
import type { MirroredEntity } from '../shared/change-log';
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
