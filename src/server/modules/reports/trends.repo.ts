// The restricted closure-trend and opportunity-funnel reports, declared: one grouped pass each, bounded by the
// range's days (at most 366) and the opportunity statuses, so the whole answer is read at once.
import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import { CLOSURE_TREND_CSV_COLUMNS, OPPORTUNITY_FUNNEL_CSV_COLUMNS, funnelRows } from '../../../domain/reports/trends';
import { accounts, opportunities } from '../../db/schema/index';
import { opportunityInScope, type Scope } from '../../scope/scope';
import { opportunityDealValue } from '../../shared/sql/deal-value.sql';
import { windowFilters, type ReportWindow } from './report-window';
import { closedBetweenSql } from '../../shared/sql/closed-date.sql';
import { closedDate } from './sales-opportunity.repo';
import { groupedKind } from './report-kind';

function filters(scope: Scope, window: ReportWindow): (SQL | undefined)[] {
  return [
    opportunityInScope(scope),
    ...windowFilters(window),
  ];
}

/** Deals by the day they entered Closed (their closed date, issue 49), whenever they were created; by day. */
export const closureTrendKind = groupedKind({
  shape: 'grouped',
  query: (scope, window) => {
    const where = and(closedBetweenSql(window.start, window.end), ...filters(scope, window)) as SQL;
    return sql`with closed as (
      select ${closedDate()} as day, ${opportunityDealValue(opportunities.id)}::numeric as deal
      from ${opportunities} inner join ${accounts} on ${accounts.id} = ${opportunities.accountId}
      where ${where}
    )
    select day, count(*)::int as n, coalesce(sum(deal), 0)::numeric(14,2)::text as value
    from closed group by day`;
  },
  order: [sql`day`],
  paged: 'whole',
  rows: (raws: { day: string; n: number | string; value: string }[]) => raws.map((r) => ({ day: String(r.day), closedOpportunities: Number(r.n), dealValue: Number(r.value) })),
  columns: CLOSURE_TREND_CSV_COLUMNS,
});

/** Opportunities created in the range per status, every status listed in the funnel's order. */
export const opportunityFunnelKind = groupedKind({
  shape: 'grouped',
  query: (scope, window) => {
    const where = and(gte(opportunities.createdAt, window.start), lte(opportunities.createdAt, window.end), ...filters(scope, window)) as SQL;
    return sql`select ${opportunities.statusId} as status_id, count(*)::int as n, count(distinct ${opportunities.accountId})::int as accounts,
      coalesce(sum(${opportunityDealValue(opportunities.id)}::numeric), 0)::numeric(14,2)::text as value
    from ${opportunities} inner join ${accounts} on ${accounts.id} = ${opportunities.accountId}
    where ${where} group by ${opportunities.statusId}`;
  },
  order: [],
  paged: 'whole',
  rows: (raws: { status_id: number; n: number | string; accounts: number | string; value: string }[]) =>
    funnelRows(raws.map((r) => ({ statusId: Number(r.status_id), opportunities: Number(r.n), accounts: Number(r.accounts), dealValue: Number(r.value) }))),
  columns: OPPORTUNITY_FUNNEL_CSV_COLUMNS,
});
