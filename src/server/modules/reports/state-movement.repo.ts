// The state-movement report's query (screen state-movement-reports): status_changes in the window, newest first.
import { and, count, desc, eq, gte, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { StateMovementEntity, StateMovementRecord, StateMovementSummaryCell } from '../../../domain/reports/state-movement';
import { entityStatusName } from '../../../domain/reports/state-movement';
import type { Db, Tx } from '../../db/client';
import { accounts, opportunities, statusChanges, users } from '../../db/schema/index';
import { opportunityInScope, type Scope } from '../../scope/scope';
import { userDisplayName } from '../../shared/user-names.sql';
import type { ReportWindow } from './report-window';
import { sortedBy, type ReportSort } from './report-order';
import type { ReportSortKey } from '../../../domain/reports/report-sort';
import { opportunityKindOf } from '../../../domain/opportunities/statuses';

/** Changes in the window whose opportunity is in scope (the same scope as every opportunity list); optional filters. */
export function stateMovementConditions(scope: Scope, window: ReportWindow): SQL {
  return and(
    eq(statusChanges.domainId, scope.domainId),
    gte(statusChanges.changedAt, window.start),
    lte(statusChanges.changedAt, window.end),
    opportunityInScope(scope),
    window.entity === undefined ? undefined : eq(statusChanges.entity, window.entity),
    window.cityId === undefined ? undefined : eq(opportunities.cityId, window.cityId),
    window.agentId === undefined ? undefined : eq(statusChanges.changedById, window.agentId),
    window.ownerId === undefined ? undefined : eq(opportunities.ownerId, window.ownerId),
    window.clientTypeId === undefined ? undefined : eq(accounts.clientTypeId, window.clientTypeId),
  ) as SQL;
}

/** The screen's sortable columns (issue 49); statuses by id (their pipeline order). */
const STATE_MOVEMENT_SORT: Record<ReportSortKey<'state-movement'>, SQL | AnyColumn> = {
  entity: statusChanges.entity,
  from: statusChanges.fromStatusId,
  to: statusChanges.toStatusId,
  who: userDisplayName(),
  when: statusChanges.changedAt,
};

/** Newest change first; or the sort, then that. */
export function stateMovementOrder(sort?: ReportSort): SQL[] {
  return sortedBy(STATE_MOVEMENT_SORT, sort, [desc(statusChanges.id)]);
}

function select(tx: Db | Tx, where: SQL, order: SQL[] = stateMovementOrder()) {
  return tx
    .select({
      id: statusChanges.id,
      entity: statusChanges.entity,
      entityId: statusChanges.entityId,
      opportunityId: statusChanges.opportunityId,
      opportunityKind: opportunities.kind,
      fromStatusId: statusChanges.fromStatusId,
      toStatusId: statusChanges.toStatusId,
      changedById: statusChanges.changedById,
      changedByName: sql<string | null>`case when ${users.id} is null then null else ${userDisplayName()} end`,
      changedAt: statusChanges.changedAt,
    })
    .from(statusChanges)
    .innerJoin(opportunities, eq(opportunities.id, statusChanges.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(users, eq(users.id, statusChanges.changedById))
    .where(where)
    .orderBy(...order);
}

type Raw = Awaited<ReturnType<typeof select>>[number];

function toRecord(row: Raw): StateMovementRecord {
  return {
    id: row.id,
    entity: row.entity as StateMovementEntity,
    entityId: row.entityId,
    opportunityId: row.opportunityId,
    opportunityKind: opportunityKindOf(row.opportunityKind),
    fromStatusId: row.fromStatusId,
    toStatusId: row.toStatusId,
    changedById: row.changedById,
    changedByName: row.changedByName,
    changedAt: new Date(row.changedAt).toISOString(),
  };
}

export async function stateMovementPage(tx: Db | Tx, where: SQL, offset: number, limit: number, order?: SQL[]): Promise<StateMovementRecord[]> {
  return (await select(tx, where, order).offset(offset).limit(limit)).map(toRecord);
}

export async function countStateMovements(tx: Db | Tx, where: SQL): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(statusChanges)
    .innerJoin(opportunities, eq(opportunities.id, statusChanges.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(where);
  return Number(row?.n ?? 0);
}

/** Keyset batches (id descending) for the CSV. */
export async function* stateMovementBatches(db: Db, where: SQL, afterId: number, batch: number): AsyncGenerator<StateMovementRecord[]> {
  let after = afterId;
  for (;;) {
    const rows = await select(db, and(where, lt(statusChanges.id, after)) as SQL).limit(batch);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    yield rows.map(toRecord);
    if (rows.length < batch) return;
  }
}

/** The from × to counts of the same rows, per entity. */
export async function stateMovementSummary(tx: Db | Tx, where: SQL): Promise<StateMovementSummaryCell[]> {
  const rows = await tx
    .select({ entity: statusChanges.entity, fromStatusId: statusChanges.fromStatusId, toStatusId: statusChanges.toStatusId, n: count() })
    .from(statusChanges)
    .innerJoin(opportunities, eq(opportunities.id, statusChanges.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(where)
    .groupBy(statusChanges.entity, statusChanges.fromStatusId, statusChanges.toStatusId)
    .orderBy(statusChanges.entity, statusChanges.fromStatusId, statusChanges.toStatusId);
  return rows.map((r) => {
    const entity = r.entity as StateMovementEntity;
    return {
      entity,
      fromStatusId: r.fromStatusId,
      fromStatusName: entityStatusName(entity, r.fromStatusId),
      toStatusId: r.toStatusId,
      toStatusName: entityStatusName(entity, r.toStatusId),
      count: Number(r.n),
    };
  });
}
