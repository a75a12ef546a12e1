// The renewal dashboard (issue 12): every signed-in user, within their scope. The sold packages, kept with their
// renewal in sold_package_renewals (migration 0065), are counted in SQL by due day and renewed, and the domain's rule
// classifies each group: summary, month-wise and chart are built from
// those groups, agent-wise from counts per agent of the pairs the rule keeps; details and download read the rows of the due days they need, placed by
// the same groups, so they all agree with the rows read one by one (renewals.compare.test.ts).
import type { Paged } from '../../../domain/paging/paged';
import type { SQL } from 'drizzle-orm';
import { addDays, istDateOf, istStartOfDay, type IsoDate } from '../../../domain/format/ist-calendar';
import {
  RENEWAL_MESSAGES,
  classifyRenewal,
  dealRenewalOf,
  inDashboardWindow,
  matchesBuckets,
  renewalAgentwise,
  renewalChart,
  renewalClassOf,
  renewalMonthwise,
  renewalSummary,
  renewalWindow,
  sortRenewalRows,
  type DealRenewal,
  type RenewalCounted,
  type RenewalFilter,
  type RenewalRow,
} from '../../../domain/renewals/renewal-rule';
import type { Db, Tx } from '../../db/client';
import { unprocessable } from '../../errors';
import type { Scope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { inArray } from 'drizzle-orm';
import { opportunities } from '../../db/schema/index';
import {
  keptSoldPackages,
  renewalDueOnDays,
  renewsEarlierSaleSql,
  soldPackageAgentGroups,
  soldPackageConditions,
  soldPackageGroups,
  soldPackageRenewalConditions,
  soldPackages,
  type KeptRenewalClass,
} from './renewals.repo';

/**
 * Sold packages due from `from` to `to` (Kolkata days) that the filter keeps, classified, soonest due first: read
 * from sold_package_renewals (each kept with its renewal), or with `byRule` from the tables, each paired with its
 * renewal by renewedBySql (the reference the kept table is compared with).
 */
async function rowsDueBetween(db: Db | Tx, scope: Scope, filter: RenewalFilter, today: IsoDate, from: IsoDate, to: IsoDate, byRule = false): Promise<RenewalRow[]> {
  const records = byRule
    ? await soldPackages(db, soldPackageConditions(scope, filter, from, to))
    : await keptSoldPackages(db, soldPackageRenewalConditions(scope, filter, from, to));
  return sortRenewalRows(records.map((r) => classifyRenewal(r, today)).filter((r) => inDashboardWindow(r) && matchesBuckets(r, filter)));
}

/**
 * Every row of the dashboard for a filter, soonest due first, read row by row from the tables with the rule
 * (renewedBySql): the reference the grouped counts, the details pages and the download (all read from the kept
 * sold_package_renewals) are compared with (renewals.compare.test.ts).
 */
export async function renewalRows(ctx: ServiceContext, filter: RenewalFilter): Promise<RenewalRow[]> {
  const today = istDateOf(ctx.now);
  const { from, to } = renewalWindow(today);
  return rowsDueBetween(ctx.tx, ctx.scope, filter, today, from, to, true);
}

/**
 * The same rows as renewalRows for the summaries, counted in SQL by due day and renewed or not: each group is
 * classified by the domain's rule (renewalClassOf, as classifyRenewal does per row) and cut by the same window and
 * bucket filters, so the figures equal those of the rows (renewals.compare.test.ts checks it on random data).
 */
export async function renewalGroups(ctx: ServiceContext, filter: RenewalFilter): Promise<RenewalCounted[]> {
  const today = istDateOf(ctx.now);
  const { from, to } = renewalWindow(today);
  const groups = await soldPackageGroups(ctx.tx, soldPackageRenewalConditions(ctx.scope, filter, from, to));
  return groups
    .map((g) => ({ ...renewalClassOf(istStartOfDay(g.dueDay), g.renewed, today), agentId: null, agentName: null, value: g.value, count: g.count }))
    .filter((g) => inDashboardWindow(g) && matchesBuckets(g, filter));
}

/** Every (due day, renewed) pair of the window read that the filter keeps, with its state: the rule of renewalGroups, per pair. */
function keptClasses(today: IsoDate, filter: RenewalFilter): KeptRenewalClass[] {
  const { from, to } = renewalWindow(today);
  const kept: KeptRenewalClass[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    for (const renewed of [false, true]) {
      const c = renewalClassOf(istStartOfDay(day), renewed, today);
      if (inDashboardWindow(c) && matchesBuckets(c, filter)) kept.push({ dueDay: day, renewed, state: c.state });
    }
  }
  return kept;
}

export async function renewalReport(ctx: ServiceContext, filter: RenewalFilter) {
  return renewalSummary(await renewalGroups(ctx, filter));
}

export async function renewalReportMonthwise(ctx: ServiceContext, filter: RenewalFilter) {
  return renewalMonthwise(await renewalGroups(ctx, filter));
}

export async function renewalReportChart(ctx: ServiceContext, filter: RenewalFilter) {
  return renewalChart(await renewalGroups(ctx, filter));
}

export async function renewalReportAgentwise(ctx: ServiceContext, filter: RenewalFilter) {
  const today = istDateOf(ctx.now);
  const { from, to } = renewalWindow(today);
  return renewalAgentwise(await soldPackageAgentGroups(ctx.tx, soldPackageRenewalConditions(ctx.scope, filter, from, to), keptClasses(today, filter)));
}

/** How many rows the filter keeps on each due day (Kolkata), from the grouped counts; soonest first, days with none left out. */
async function dueDayCounts(ctx: ServiceContext, filter: RenewalFilter): Promise<{ day: IsoDate; count: number }[]> {
  const byDay = new Map<IsoDate, number>();
  for (const g of await renewalGroups(ctx, filter)) {
    const day = g.validTill as IsoDate;
    byDay.set(day, (byDay.get(day) ?? 0) + (g.count ?? 1));
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, count]) => ({ day, count }));
}

/**
 * A page of the details: the total and the due days the page falls on come from the grouped counts (the rows are
 * in due-day order), and only the sold packages due on those days are read row by row (renewed-by and all), then
 * sliced. The grouped counts equal the rows' (renewals.compare.test.ts), so the page is the one the whole list gives.
 */
export async function renewalReportDetails(ctx: ServiceContext, query: RenewalFilter & { page: number; size: number }): Promise<Paged<RenewalRow>> {
  const { page, size, ...filter } = query;
  const days = await dueDayCounts(ctx, filter);
  const totalCount = days.reduce((n, d) => n + d.count, 0);
  const offset = page * size;
  if (page > 0 && offset >= totalCount) throw unprocessable(RENEWAL_MESSAGES.pastEnd);
  let first = 0;
  let before = 0;
  while (first < days.length && before + days[first]!.count <= offset) before += days[first++]!.count;
  let last = first;
  let covered = before;
  while (last < days.length && covered < offset + size) covered += days[last++]!.count;
  if (first === last) return { results: [], totalCount, page, size };
  const rows = await rowsDueBetween(ctx.tx, ctx.scope, filter, istDateOf(ctx.now), days[first]!.day, days[last - 1]!.day);
  return { results: rows.slice(offset - before, offset - before + size), totalCount, page, size };
}

/** Rows a CSV batch of the renewal download holds, about (a due day is never split across batches). */
export const RENEWAL_CSV_BATCH = 5000;

/** Consecutive runs of due days holding about `batch` rows each. */
function dayRuns(days: readonly { day: IsoDate; count: number }[], batch: number): { from: IsoDate; to: IsoDate }[] {
  const runs: { from: IsoDate; to: IsoDate }[] = [];
  let rows = 0;
  for (const { day, count } of days) {
    const open = runs[runs.length - 1];
    if (open && rows < batch) open.to = day;
    else {
      runs.push({ from: day, to: day });
      rows = 0;
    }
    rows += count;
  }
  return runs;
}

/**
 * POST /sapna/v1/renewal-report/download: the details as batches for the streamed CSV. The grouped counts cut the
 * due days into runs of about `batch` rows; the first run is read in the caller's transaction (so a failure is an
 * error answer, not a cut file), the rest from the pool one run at a time, each asked for only when the stream
 * wants more (streamCsv: a client disconnect stops the reading). `today` is the request's, for every batch.
 */
export async function prepareRenewalCsv(
  ctx: ServiceContext,
  filter: RenewalFilter,
  batch = RENEWAL_CSV_BATCH,
): Promise<{ today: IsoDate; batches: (db: Db | Tx) => AsyncGenerator<RenewalRow[]> }> {
  const today = istDateOf(ctx.now);
  const { scope } = ctx;
  const runs = dayRuns(await dueDayCounts(ctx, filter), batch);
  let head: RenewalRow[] | null = runs[0] ? await rowsDueBetween(ctx.tx, scope, filter, today, runs[0].from, runs[0].to) : [];
  async function* batches(db: Db | Tx) {
    // The first run's rows are handed over once and let go (not held for the rest of the download).
    const rows = head ?? [];
    head = null;
    yield rows;
    for (const run of runs.slice(1)) yield await rowsDueBetween(db, scope, filter, today, run.from, run.to);
  }
  return { today, batches };
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

/**
 * The renewal of each sold deal among `opportunityIds` (Closed ones, in the caller's scope): its packages read and
 * classified as the dashboard's rows are (soldPackages, classifyRenewal), then dealRenewalOf. A deal without a
 * package is left out. The opportunity tables' renewal alert (issue 49: one rule with the dashboard).
 */
export async function soldDealRenewals(ctx: ServiceContext, opportunityIds: readonly number[]): Promise<Map<number, DealRenewal>> {
  const byDeal = new Map<number, RenewalRow[]>();
  if (opportunityIds.length === 0) return new Map();
  const today = istDateOf(ctx.now);
  for (const record of await soldPackages(ctx.tx, inArray(opportunities.id, [...opportunityIds]))) {
    byDeal.set(record.opportunityId, [...(byDeal.get(record.opportunityId) ?? []), classifyRenewal(record, today)]);
  }
  return new Map([...byDeal.entries()].flatMap(([id, rows]) => {
    const deal = dealRenewalOf(rows);
    return deal ? [[id, deal] as const] : [];
  }));
}

/** Condition on `opportunities`: one of its packages renews an earlier sale under the rule (the renewal tag). */
export function renewsEarlierSale(): SQL<boolean> {
  return renewsEarlierSaleSql;
}
