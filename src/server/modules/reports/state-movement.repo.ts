// The state-movement report (screen state-movement-reports), declared: status_changes in the window, newest first.
import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { StateMovementEntity, StateMovementRecord, StateMovementSummaryCell } from '../../../domain/reports/state-movement';
import { STATE_MOVEMENT_CSV_COLUMNS, entityStatusName, toStateMovementRow } from '../../../domain/reports/state-movement';
import type { Db, Tx } from '../../db/client';
import { accounts, opportunities, statusChanges, users } from '../../db/schema/index';
import { opportunityInScope, type Scope } from '../../scope/scope';
import { joinedUserName, userDisplayName } from '../../shared/sql/user-names.sql';
import { windowFilters, type ReportWindow } from './report-window';
import { joined, rowsKind, type SortColumns } from './report-kind';
import type { ReportSortKey } from '../../../domain/reports/report-sort';
import { opportunityKindOf } from '../../../domain/opportunities/statuses';

/** Changes in the window whose opportunity is in scope (the same scope as every opportunity list); optional filters. */
function conditions(scope: Scope, window: ReportWindow): SQL {
  return and(
    eq(statusChanges.domainId, scope.domainId),
    gte(statusChanges.changedAt, window.start),
    lte(statusChanges.changedAt, window.end),
    opportunityInScope(scope),
    window.entity === undefined ? undefined : eq(statusChanges.entity, window.entity),
    ...windowFilters(window, { city: opportunities.cityId, agent: statusChanges.changedById }),
    window.ownerId === undefined ? undefined : eq(opportunities.ownerId, window.ownerId),
  ) as SQL;
}

/** The screen's sortable columns (issue 49); statuses by id (their pipeline order). */
const sort: Record<ReportSortKey<'state-movement'>, SortColumns[string]> = {
  entity: statusChanges.entity,
  from: statusChanges.fromStatusId,
  to: statusChanges.toStatusId,
  who: userDisplayName(),
  when: statusChanges.changedAt,
};

function select(tx: Db | Tx, where: SQL, order: readonly SQL[]) {
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
      changedByName: joinedUserName(),
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

/** The from × to counts of the same rows as the report, per entity. */
export async function stateMovementSummary(tx: Db | Tx, scope: Scope, window: ReportWindow): Promise<StateMovementSummaryCell[]> {
  const rows = await tx
    .select({ entity: statusChanges.entity, fromStatusId: statusChanges.fromStatusId, toStatusId: statusChanges.toStatusId, n: count() })
    .from(statusChanges)
    .innerJoin(opportunities, eq(opportunities.id, statusChanges.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(conditions(scope, window))
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

/** Newest change first; the CSV by keyset on the id. */
export const stateMovementKind = rowsKind({
  shape: 'rows',
  conditions,
  countFrom: joined(statusChanges, [opportunities, eq(opportunities.id, statusChanges.opportunityId)], [accounts, eq(accounts.id, opportunities.accountId)]),
  order: [desc(statusChanges.id)],
  sort,
  select,
  after: (last: Raw) => lt(statusChanges.id, last.id),
  toRow: (raw: Raw) => toStateMovementRow(toRecord(raw)),
  columns: STATE_MOVEMENT_CSV_COLUMNS,
});
