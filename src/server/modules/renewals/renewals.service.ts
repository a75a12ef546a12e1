// The renewal dashboard (issue 12): every signed-in user, within their scope. One query reads the sold packages;
// the domain's rule classifies them, and summary, month-wise, chart, agent-wise and details are built from the same
// rows, so they always agree.
import type { Paged } from '../../../domain/paging/paged';
import type { SQL } from 'drizzle-orm';
import { addDays, istDateOf, istStartOfDay, type IsoDate } from '../../../domain/format/ist-calendar';
import {
  RENEWAL_MESSAGES,
  classifyRenewal,
  inDashboardWindow,
  matchesBuckets,
  renewalAgentwise,
  renewalChart,
  renewalClassOf,
  renewalMonthwise,
  renewalSummary,
  renewalWindow,
  sortRenewalRows,
  type RenewalCounted,
  type RenewalFilter,
  type RenewalRow,
} from '../../../domain/renewals/renewal-rule';
import { unprocessable } from '../../errors';
import type { ServiceContext } from '../../shared/service-context';
import { renewalDueOnDays, soldPackageConditions, soldPackageGroups, soldPackages } from './renewals.repo';

/** The rows of the dashboard for a filter, soonest due first. */
export async function renewalRows(ctx: ServiceContext, filter: RenewalFilter): Promise<RenewalRow[]> {
  const today = istDateOf(ctx.now);
  const { from, to } = renewalWindow(today);
  const records = await soldPackages(ctx.tx, soldPackageConditions(ctx.scope, filter, from, to));
  const rows = records.map((r) => classifyRenewal(r, today)).filter((r) => inDashboardWindow(r) && matchesBuckets(r, filter));
  return sortRenewalRows(rows);
}

/**
 * The same rows as renewalRows for the summaries, counted in SQL by due day, renewed or not (and agent): each group
 * is classified by the domain's rule (renewalClassOf, as classifyRenewal does per row) and cut by the same window
 * and bucket filters, so the figures equal those of the rows (renewals.compare.test.ts checks it on random data).
 */
export async function renewalGroups(ctx: ServiceContext, filter: RenewalFilter, byAgent: boolean): Promise<RenewalCounted[]> {
  const today = istDateOf(ctx.now);
  const { from, to } = renewalWindow(today);
  const groups = await soldPackageGroups(ctx.tx, ctx.scope, soldPackageConditions(ctx.scope, filter, from, to), byAgent);
  return groups
    .map((g) => ({ ...renewalClassOf(istStartOfDay(g.dueDay), g.renewed, today), agentId: g.agentId, agentName: g.agentName, value: g.value, count: g.count }))
    .filter((g) => inDashboardWindow(g) && matchesBuckets(g, filter));
}

export async function renewalReport(ctx: ServiceContext, filter: RenewalFilter) {
  return renewalSummary(await renewalGroups(ctx, filter, false));
}

export async function renewalReportMonthwise(ctx: ServiceContext, filter: RenewalFilter) {
  return renewalMonthwise(await renewalGroups(ctx, filter, false));
}

export async function renewalReportChart(ctx: ServiceContext, filter: RenewalFilter) {
  return renewalChart(await renewalGroups(ctx, filter, false));
}

export async function renewalReportAgentwise(ctx: ServiceContext, filter: RenewalFilter) {
  return renewalAgentwise(await renewalGroups(ctx, filter, true));
}

export async function renewalReportDetails(ctx: ServiceContext, query: RenewalFilter & { page: number; size: number }): Promise<Paged<RenewalRow>> {
  const { page, size, ...filter } = query;
  const rows = await renewalRows(ctx, filter);
  if (page > 0 && page * size >= rows.length) throw unprocessable(RENEWAL_MESSAGES.pastEnd);
  return { results: rows.slice(page * size, page * size + size), totalCount: rows.length, page, size };
}

/**
 * Condition on `opportunities` for the dashboards' renewal tile: the opportunity has a sold package falling due on a
 * Kolkata day from `today` to `days` days on that is not renewed. Same SQL as the dashboard's rows.
 */
export function renewalDueWithin(today: IsoDate, days: number): SQL {
  return renewalDueOnDays(today, addDays(today, days));
}

/** The Kolkata days renewalDueWithin counts: `today` and the `days` days after it. */
export function renewalDueDays(today: IsoDate, days: number): IsoDate[] {
  return Array.from({ length: days + 1 }, (_, i) => addDays(today, i));
}
