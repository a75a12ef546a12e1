// The sales-opportunity report (screen sales-report-opp and its CSV), declared: one row per opportunity.
import { and, desc, eq, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { SALES_OPPORTUNITY_CSV_COLUMNS, toSalesOpportunityRow, type SalesOpportunityRecord } from '../../../domain/reports/sales-opportunity';
import type { SalesMonthClosure } from '../../../domain/sales-closure/sales-month';
import type { Db, Tx } from '../../db/client';
import { accounts, cities, opportunities, users } from '../../db/schema/index';
import { opportunityInScope, opportunityInScopeForPage, type Scope } from '../../scope/scope';
import { closedBetweenSql, closedDaySql } from '../../shared/sql/closed-date.sql';
import { opportunityCollectedAmount, opportunityDealValue, opportunityPendingAmount } from '../../shared/sql/deal-value.sql';
import { joinedUserName } from '../../shared/sql/user-names.sql';
import { opportunityKindOf } from '../../../domain/opportunities/statuses';
import { windowFilters, type ReportWindow } from './report-window';
import { joined, rowsKind, type SortColumns } from './report-kind';
import { salesMonthClosures } from '../sales-closure/sales-closure.service';
import type { ReportSortKey } from '../../../domain/reports/report-sort';

/**
 * The report's conditions: scope, created in the window (or, with `dated=closed`, closed in it by the deal's closed
 * date: domain/opportunities/closed-date.ts, the sales report's Closed columns; issue 49), and the optional filters.
 */
function conditions(scope: Scope, window: ReportWindow, forPage: boolean): SQL {
  return and(
    forPage ? opportunityInScopeForPage(scope) : opportunityInScope(scope),
    ...(window.dated === 'closed'
      ? [closedBetweenSql(window.start, window.end)]
      : [gte(opportunities.createdAt, window.start), lte(opportunities.createdAt, window.end)]),
    ...windowFilters(window),
    window.owned ? isNotNull(opportunities.ownerId) : undefined,
    window.clientStatusId === undefined ? undefined : eq(accounts.clientStatusId, window.clientStatusId),
  ) as SQL;
}

/**
 * A Closed opportunity's closed day (Asia/Kolkata) as text, null otherwise: the day it entered Closed, from its status
 * history (domain/opportunities/closed-date.ts; issue 49: no longer its latest approved payment's day, which moved
 * when a later instalment was approved).
 */
export function closedDate(): SQL<string | null> {
  return sql<string | null>`(${closedDaySql()})::text`;
}

/**
 * The names of the opportunity's packages in mapping order. Each name is read by primary key (a scalar subquery;
 * string_agg skips the null of a missing package as the former inner join dropped it): with a join the planner
 * hashed the packages table once per report row, the costliest part of the CSV's batch query (EXPLAIN, issue 12).
 */
function packageNames(): SQL<string | null> {
  return sql<string | null>`(select string_agg((select pkg.name from packages pkg where pkg.id = pkg_opm.package_id), ', ' order by pkg_opm.id)
    from opportunity_package_mappings pkg_opm
    where pkg_opm.opportunity_id = ${opportunities.id})`;
}

/**
 * The first day of the sales month a Closed deal counts in (null otherwise): salesMonthOf (domain/sales-closure) of
 * its closed day under sales_month_closures, in SQL. The day counts in the previous calendar month up to that month's
 * closure date, else in its own month up to its closure date, else in the next; a month without a closure date closes
 * on its last day. Deals of one sales month tie (then newest first), as the Sales Month column shows them.
 */
function salesMonthStartSql(): SQL<string | null> {
  const closureOf = (month: SQL) => sql`coalesce((select smc.closure_date from sales_month_closures smc
      where smc.year = extract(year from ${month})::int and smc.month_number = extract(month from ${month})::int),
    (${month} + interval '1 month' - interval '1 day')::date)`;
  const own = sql`date_trunc('month', closed.day::timestamp)::date`;
  const previous = sql`(date_trunc('month', closed.day::timestamp) - interval '1 month')::date`;
  const next = sql`(date_trunc('month', closed.day::timestamp) + interval '1 month')::date`;
  return sql<string | null>`(select case when closed.day is null then null
      when closed.day <= ${closureOf(previous)} then ${previous}
      when closed.day <= ${closureOf(own)} then ${own}
      else ${next} end
    from (select ${closedDaySql()} as day) closed)`;
}

/** The screen's sortable columns (issue 49); the status by id (its pipeline order), money as numbers. */
const sort: Record<ReportSortKey<'sales-opportunity'>, SortColumns[string]> = {
  opportunity: opportunities.name,
  account: accounts.name,
  agent: joinedUserName(),
  city: cities.name,
  packages: packageNames(),
  dealValue: sql`(${opportunityDealValue(opportunities.id)})::numeric`,
  collected: sql`(${opportunityCollectedAmount(opportunities.id)})::numeric`,
  pending: opportunityPendingAmount(opportunities.id),
  status: opportunities.statusId,
  closed: closedDaySql(),
  salesMonth: salesMonthStartSql(),
};

/** The columns every opportunity report row starts with (here and sales-connect): the deal, its account, owner and city. */
export function opportunityColumns() {
  return {
    opportunityId: opportunities.id,
    opportunityName: opportunities.name,
    opportunityKind: opportunities.kind,
    accountId: opportunities.accountId,
    accountName: accounts.name,
    agentId: opportunities.ownerId,
    agentName: joinedUserName(),
    cityName: cities.name,
  };
}

function select(tx: Db | Tx, where: SQL, order: readonly SQL[]) {
  return tx
    .select({
      ...opportunityColumns(),
      packages: packageNames(),
      dealValue: opportunityDealValue(opportunities.id),
      collectedAmount: opportunityCollectedAmount(opportunities.id),
      statusId: opportunities.statusId,
      closedDate: closedDate(),
      createdAt: opportunities.createdAt,
    })
    .from(opportunities)
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(users, eq(users.id, opportunities.ownerId))
    .leftJoin(cities, eq(cities.id, opportunities.cityId))
    .where(where)
    .orderBy(...order);
}

type Raw = Awaited<ReturnType<typeof select>>[number];

function toRecord(row: Raw): SalesOpportunityRecord {
  return {
    ...row,
    opportunityKind: opportunityKindOf(row.opportunityKind),
    packages: row.packages ?? '',
    dealValue: Number(row.dealValue),
    collectedAmount: Number(row.collectedAmount),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The sales-opportunity CSV reads its rows in keyset batches of 500, the first one included: each batch's planner
 * estimate stays under PostgreSQL's JIT threshold (5,000 rows compiled the query each time, 40 to 110 ms a batch),
 * and fewer rows are alive at once. With `npm start`'s --no-allocation-site-pretenuring (README), a 98,000-row
 * download peaked at 24-32 MB above the idle server's RSS, against 81-145 MB with batches of 1,000 after a first
 * one of 5,000 (bench reports, large seed, 2026-11-28); the download took about as long (2.4-2.6 s).
 */
export const SALES_OPPORTUNITY_STREAM_BATCH = 500;

/**
 * Newest opportunity first; the CSV by keyset on the id. The page and the CSV read under the page's scope condition
 * (opportunityInScopeForPage), the count under the plain one; the sales month is read with the closure dates.
 */
export const salesOpportunityKind = rowsKind({
  shape: 'rows',
  conditions: (scope, window) => conditions(scope, window, true),
  countConditions: (scope, window) => conditions(scope, window, false),
  countFrom: joined(opportunities, [accounts, eq(accounts.id, opportunities.accountId)]),
  order: [desc(opportunities.id)],
  sort,
  select,
  after: (last: Raw) => lt(opportunities.id, last.opportunityId),
  prepare: salesMonthClosures,
  toRow: (raw: Raw, closures: SalesMonthClosure[]) => toSalesOpportunityRow(toRecord(raw), closures),
  columns: SALES_OPPORTUNITY_CSV_COLUMNS,
  csvBatch: SALES_OPPORTUNITY_STREAM_BATCH,
});
