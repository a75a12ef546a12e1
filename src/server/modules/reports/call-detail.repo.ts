// The call-detail report (screen call-detail), declared: logged Call comments in the window, newest call time first
// (when the call happened, then the newest record among calls at the same minute).
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { CALL_DETAIL_CSV_COLUMNS, toCallDetailRow, type CallDetailRecord, type CallDetailRow } from '../../../domain/reports/call-detail';
import type { Db, Tx } from '../../db/client';
import { accounts, comments, opportunities, users } from '../../db/schema/index';
import { accountInReadScope, type Scope } from '../../scope/scope';
import { keysetBatches } from '../../shared/sql/keyset-batches';
import { userDisplayName } from '../../shared/sql/user-names.sql';
import { windowFilters, type ReportWindow } from './report-window';
import { joined, rowsKind, type SortColumns } from './report-kind';
import type { ReportSortKey } from '../../../domain/reports/report-sort';
import { opportunityKindOf } from '../../../domain/opportunities/statuses';

/** A comment's entity type for an opportunity (comments.entityTypeId: opportunity 1, account 3). */
const OPPORTUNITY_ENTITY = 1;

/**
 * Calls (comments of activity type Call) logged in the window on accounts in scope; agent, outcome, city and client
 * type filters. With `activity=all`, every activity the sales report's Activity Done counts (issue 49: its figure
 * opens these rows): any activity type, logged by a user of the brand in the user's scope on an account of the brand,
 * the city being the deal's commented on, else the account's (sales.repo.ts activityOf).
 */
function conditions(scope: Scope, window: ReportWindow): SQL {
  if (window.activity === 'all') return activityConditions(scope, window);
  return and(
    accountInReadScope(scope),
    eq(comments.activityType, 'Call'),
    gte(comments.happenedAt, window.start),
    lte(comments.happenedAt, window.end),
    ...windowFilters(window, { city: accounts.cityId, agent: comments.authorId }),
    window.outcomeId === undefined ? undefined : eq(comments.callStatusId, window.outcomeId),
  ) as SQL;
}

function activityConditions(scope: Scope, window: ReportWindow): SQL {
  const authors = sql`select u.id from users u where u.domain_id = ${scope.domainId}`;
  return and(
    eq(accounts.domainId, scope.domainId),
    sql`${comments.authorId} in (${authors})`,
    scope.all ? undefined : inArray(comments.authorId, scope.agentIds),
    gte(comments.happenedAt, window.start),
    lte(comments.happenedAt, window.end),
    window.agentId === undefined ? undefined : eq(comments.authorId, window.agentId),
    window.outcomeId === undefined ? undefined : eq(comments.callStatusId, window.outcomeId),
    window.cityId === undefined
      ? undefined
      : sql`coalesce((select activity_opp.city_id from opportunities activity_opp where ${comments.entityTypeId} = ${OPPORTUNITY_ENTITY} and activity_opp.id = ${comments.entityId}), ${accounts.cityId}) = ${window.cityId}`,
    window.clientTypeId === undefined ? undefined : eq(accounts.clientTypeId, window.clientTypeId),
  ) as SQL;
}

/** The screen's sortable columns (issue 49); the outcome by its id. */
const sort: Record<ReportSortKey<'call-detail'>, SortColumns[string]> = {
  agent: userDisplayName(),
  account: accounts.name,
  opportunity: opportunities.name,
  start: comments.happenedAt,
  duration: comments.callDurationSeconds,
  outcome: comments.callStatusId,
};

function select(tx: Db | Tx, where: SQL, order: readonly SQL[]) {
  return tx
    .select({
      commentId: comments.id,
      agentId: comments.authorId,
      agentName: userDisplayName(),
      accountId: comments.accountId,
      accountName: accounts.name,
      opportunityId: opportunities.id,
      opportunityName: opportunities.name,
      opportunityKind: opportunities.kind,
      phone: sql<string | null>`(select ct.phone from contacts ct where ct.account_id = ${accounts.id} and ct.active and ct.phone is not null and ct.phone <> '' order by ct.id limit 1)`,
      startedAt: comments.happenedAt,
      durationSeconds: comments.callDurationSeconds,
      outcomeId: comments.callStatusId,
      activityType: comments.activityType,
    })
    .from(comments)
    .innerJoin(accounts, eq(accounts.id, comments.accountId))
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(opportunities, and(eq(comments.entityTypeId, OPPORTUNITY_ENTITY), eq(opportunities.id, comments.entityId)))
    .where(where)
    .orderBy(...order);
}

type Raw = Awaited<ReturnType<typeof select>>[number];

function toRecord(row: Raw): CallDetailRecord {
  return { ...row, opportunityKind: row.opportunityKind === null ? null : opportunityKindOf(row.opportunityKind), startedAt: new Date(row.startedAt).toISOString() };
}

/** The calls after call `id` in the own order, by its (call time, id) pair. */
const afterCall = (id: number) => sql`(${comments.happenedAt}, ${comments.id}) < (select c.happened_at, c.id from comments c where c.id = ${id})`;

const order = [desc(comments.happenedAt), desc(comments.id)];

/**
 * Newest call time first, then the newest record among calls at the same minute. The CSV's batches follow that order:
 * each starts after the last call of the one before, by its (call time, id) pair.
 */
export const callDetailKind = rowsKind({
  shape: 'rows',
  conditions,
  countFrom: joined(comments, [accounts, eq(accounts.id, comments.accountId)]),
  order,
  sort,
  select,
  after: (last: Raw) => afterCall(last.commentId),
  toRow: (raw: Raw) => toCallDetailRow(toRecord(raw)),
  columns: CALL_DETAIL_CSV_COLUMNS,
});

/** The CSV's rows after the call `afterId`, in keyset batches of `batch` (as the download reads them). */
export function callDetailBatches(db: Db, where: SQL, afterId: number, batch: number): AsyncGenerator<CallDetailRow[]> {
  const read = (after: Raw | null, limit: number) => select(db, and(where, afterCall(after?.commentId ?? afterId)) as SQL, order).limit(limit);
  return keysetBatches(read, { batch, map: (raw) => toCallDetailRow(toRecord(raw)) });
}
