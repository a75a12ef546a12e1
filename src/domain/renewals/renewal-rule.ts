import { z } from 'zod';
import { addDays, addDaysToInstant, daysBetween, istDateOf, type IsoDate } from '../format/ist-calendar';
import { statusTable } from '../format/status-table';
import { LAPSED_UPCOMING_BUCKETS, RENEWAL_BUCKETS, TABLE_SIZE } from '../reference/limits';
import { DAY_BUCKET_LABELS, SELLER_TYPES, type DayBucket } from './renewal-buckets';

export { DAY_BUCKET_LABELS, SELLER_TYPES, type DayBucket } from './renewal-buckets';

/**
 * Renewals (issue 12, spec 001 §9; the rule is ours, written once here):
 * - A sold package is a package mapping on a Closed (2) opportunity. Its validity runs `validityDays` from when it
 *   was added (the mapping's created time), as the opportunity table's renewal tags read it; it falls due when the
 *   validity ends.
 * - It is renewed when the same account buys a package of the same family on another opportunity (a later sale:
 *   another sold mapping, added after it) before the end or within 30 days after it. Never by its own deal: a
 *   second package of the same family on the same opportunity is part of the same sale (issue 49).
 * - Days to due are counted in Asia/Kolkata calendar days, the due day being 0. A package not renewed whose due
 *   day has passed has lapsed; otherwise (due today or later) it is upcoming. Renewed, upcoming and lapsed split
 *   the packages; `due` counts those whose renewal is decided (renewed or lapsed: due and past, upcoming left
 *   out) and the renewal rate is renewed ÷ due (issue 49: upcoming packages are not in the denominator).
 * - The dashboard covers packages due from 180 days ago (the longest lapsed bucket) to a year ahead.
 * - A sold deal's renewal (the opportunity tables' renewal alert) is that of its package falling due last
 *   (dealRenewalOf), read from the same rows as the dashboard.
 */
export const RENEWAL_GRACE_DAYS = 30;
export const RENEWAL_LOOKBACK_DAYS = 180;
export const RENEWAL_LOOKAHEAD_DAYS = 365;

export type SoldPackage = { mappingId: number; opportunityId: number; accountId: number; familyId: number | null; soldAt: Date; validityDays: number };

/** When a sold package's validity ends (it falls due for renewal). */
export function validityEndOf(sale: Pick<SoldPackage, 'soldAt' | 'validityDays'>): Date {
  return addDaysToInstant(sale.soldAt, sale.validityDays);
}

/**
 * Whether `candidate` renews `sale`: same account and family, another opportunity, bought after it and at most 30
 * days after its end.
 */
export function isRenewedBy(sale: SoldPackage, candidate: SoldPackage): boolean {
  if (candidate.mappingId === sale.mappingId || candidate.opportunityId === sale.opportunityId) return false;
  if (candidate.accountId !== sale.accountId || sale.familyId === null || candidate.familyId !== sale.familyId) return false;
  if (candidate.soldAt.getTime() <= sale.soldAt.getTime()) return false;
  return candidate.soldAt.getTime() <= addDaysToInstant(validityEndOf(sale), RENEWAL_GRACE_DAYS).getTime();
}

/** Calendar days (Asia/Kolkata) from `today` to the due day: 0 on the day, negative once passed. */
export function daysToDue(end: Date, today: IsoDate): number {
  return daysBetween(today, istDateOf(end));
}

export type RenewalBucket = (typeof RENEWAL_BUCKETS)[number];

/** Renewal buckets by days to due: 30D is 0–30, 30-45D 31–45, 45-60D 46–60, 60-90D 61–90, >90D 91 on; none once lapsed. */
export function renewalBucketOf(days: number): RenewalBucket | null {
  if (days < 0) return null;
  if (days <= 30) return '30D';
  if (days <= 45) return '30-45D';
  if (days <= 60) return '45-60D';
  if (days <= 90) return '60-90D';
  return '>90D';
}

/** Upcoming (days to due) and lapsed (days past due) buckets: 7 is up to 7 days, then 8-15, 16-30, 31-60, 61-180. */
export function dayBucketOf(days: number): DayBucket | null {
  return LAPSED_UPCOMING_BUCKETS.find((b) => days >= b.minDays && days <= b.maxDays)?.label ?? null;
}

export const RENEWAL_STATE = statusTable({ renewed: 'Renewed', upcoming: 'Upcoming', lapsed: 'Lapsed' });
export type RenewalState = (typeof RENEWAL_STATE.ids)[number];

export function renewalStateOf(renewed: boolean, days: number): RenewalState {
  if (renewed) return 'renewed';
  return days < 0 ? 'lapsed' : 'upcoming';
}

export const RENEWAL_STATE_LABELS: Readonly<Record<RenewalState, string>> = RENEWAL_STATE.names;

export const RENEWAL_MESSAGES = {
  pastEnd: 'This page is past the end of the list.',
  offline: 'Reports need a connection',
} as const;

/**
 * The renewal dashboard's filters (POST body of every renewal call). profileType: the account's client type (1
 * Builder, 2 Broker, 3 Owner, 4 Financial Institution, 5 Marketing Agency); sellerType: the package's sales channel
 * (FoS or Telesales; a 'Both' package counts for either). An unknown value is 400.
 */
export const renewalFilterSchema = z
  .object({
    profileType: z.number().int().min(1).max(5).optional(),
    sellerType: z.enum(SELLER_TYPES).optional(),
    renewalBucket: z.enum(RENEWAL_BUCKETS).optional(),
    lapsedBucket: z.enum(DAY_BUCKET_LABELS).optional(),
    upcomingBucket: z.enum(DAY_BUCKET_LABELS).optional(),
  })
  .strict();
export type RenewalFilter = z.infer<typeof renewalFilterSchema>;

export const RENEWAL_PAGE_SIZE = TABLE_SIZE;
export const renewalDetailsQuerySchema = renewalFilterSchema.extend({
  page: z.number().int().min(0).default(0),
  size: z.number().int().min(1).max(100).default(RENEWAL_PAGE_SIZE),
});

/** One sold package on the renewal dashboard, classified. */
export const renewalRowSchema = z.object({
  mappingId: z.number().int(),
  opportunityId: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  clientTypeId: z.number().int(),
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  packageName: z.string(),
  familyName: z.string().nullable(),
  sellerType: z.string(),
  value: z.number(),
  validTill: z.string().describe('The due day (Asia/Kolkata), YYYY-MM-DD'),
  daysToDue: z.number().int(),
  state: z.enum(['renewed', 'upcoming', 'lapsed']),
  renewalBucket: z.enum(RENEWAL_BUCKETS).nullable(),
  dayBucket: z.string().nullable().describe('Upcoming bucket (days to due) or lapsed bucket (days past due)'),
  renewedByOpportunityId: z.number().int().nullable(),
});
export type RenewalRow = z.infer<typeof renewalRowSchema>;

/** What the server reads per sold package (before classification). */
export type RenewalRecord = Omit<RenewalRow, 'daysToDue' | 'state' | 'renewalBucket' | 'dayBucket' | 'validTill'> & { validTill: Date };

export type RenewalClass = Pick<RenewalRow, 'validTill' | 'daysToDue' | 'state' | 'renewalBucket' | 'dayBucket'>;

/** The rule's classification of a sold package due at `validTill` (renewed or not), seen on `today`. */
export function renewalClassOf(validTill: Date, renewed: boolean, today: IsoDate): RenewalClass {
  const days = daysToDue(validTill, today);
  const state = renewalStateOf(renewed, days);
  return {
    validTill: istDateOf(validTill),
    daysToDue: days,
    state,
    renewalBucket: renewalBucketOf(days),
    dayBucket: state === 'lapsed' ? dayBucketOf(-days) : state === 'upcoming' ? dayBucketOf(days) : null,
  };
}

export function classifyRenewal(record: RenewalRecord, today: IsoDate): RenewalRow {
  return { ...record, ...renewalClassOf(record.validTill, record.renewedByOpportunityId !== null, today) };
}

/** The bucket filters (the SQL applies profile and seller type): lapsed and upcoming buckets select those states. */
export function matchesBuckets(row: Pick<RenewalRow, 'state' | 'renewalBucket' | 'dayBucket'>, filter: RenewalFilter): boolean {
  if (filter.renewalBucket !== undefined && row.renewalBucket !== filter.renewalBucket) return false;
  if (filter.lapsedBucket !== undefined && !(row.state === 'lapsed' && row.dayBucket === filter.lapsedBucket)) return false;
  if (filter.upcomingBucket !== undefined && !(row.state === 'upcoming' && row.dayBucket === filter.upcomingBucket)) return false;
  return true;
}

export function inDashboardWindow(row: Pick<RenewalRow, 'daysToDue'>): boolean {
  return row.daysToDue >= -RENEWAL_LOOKBACK_DAYS && row.daysToDue <= RENEWAL_LOOKAHEAD_DAYS;
}

/** The window of due days the server reads (a little wider than the dashboard's; rows are cut by inDashboardWindow). */
export function renewalWindow(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(today, -RENEWAL_LOOKBACK_DAYS - 1), to: addDays(today, RENEWAL_LOOKAHEAD_DAYS + 1) };
}

const counts = z.object({
  total: z.number().int().describe('Every sold package counted: renewed + upcoming + lapsed'),
  due: z.number().int().describe('Due and past: renewed + lapsed (upcoming left out), the renewal rate\'s denominator'),
  renewed: z.number().int(),
  upcoming: z.number().int(),
  lapsed: z.number().int(),
});
type Counts = z.infer<typeof counts>;

export const renewalSummarySchema = counts.extend({
  dueValue: z.number().describe('Value of the due packages (renewed + lapsed)'),
  renewedValue: z.number(),
  renewalRate: z.number().describe('Renewed as a percentage of due (renewed + lapsed), one decimal; 0 when nothing is due'),
});
export type RenewalSummary = z.infer<typeof renewalSummarySchema>;
export const renewalMonthSchema = counts.extend({ month: z.string(), label: z.string() });
export const renewalChartSchema = z.object({
  categories: z.array(z.string()),
  series: z.array(z.object({ name: z.string(), values: z.array(z.number().int()) })),
});
export type RenewalChart = z.infer<typeof renewalChartSchema>;
export const renewalAgentSchema = counts.extend({ agentId: z.number().int().nullable(), agentName: z.string(), renewalRate: z.number() });

function emptyCounts(): Counts {
  return { total: 0, due: 0, renewed: 0, upcoming: 0, lapsed: 0 };
}
/**
 * What the summaries read of a row. A row may stand for `count` sold packages of the same due day, state and
 * agent (the server counts them in SQL), `value` being their total; a plain row counts once.
 */
export type RenewalCounted = Pick<RenewalRow, 'state' | 'value' | 'validTill' | 'renewalBucket' | 'agentId' | 'agentName'> & { count?: number };

function add(c: Counts, row: Pick<RenewalCounted, 'state' | 'count'>): void {
  const n = row.count ?? 1;
  c.total += n;
  if (row.state !== 'upcoming') c.due += n;
  c[row.state] += n;
}
const rate = (c: Counts) => (c.due === 0 ? 0 : Math.round((c.renewed / c.due) * 1000) / 10);
const paise = (n: number) => Math.round(n * 100);

export function renewalSummary(rows: readonly RenewalCounted[]): RenewalSummary {
  const c = emptyCounts();
  let due = 0;
  let renewed = 0;
  for (const row of rows) {
    add(c, row);
    if (row.state !== 'upcoming') due += paise(row.value);
    if (row.state === 'renewed') renewed += paise(row.value);
  }
  return { ...c, dueValue: due / 100, renewedValue: renewed / 100, renewalRate: rate(c) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** By the month the packages fall due in, oldest first. */
export function renewalMonthwise(rows: readonly RenewalCounted[]): z.infer<typeof renewalMonthSchema>[] {
  const byMonth = new Map<string, Counts>();
  for (const row of rows) {
    const month = row.validTill.slice(0, 7);
    const c = byMonth.get(month) ?? emptyCounts();
    add(c, row);
    byMonth.set(month, c);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, c]) => ({ month, label: `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`, ...c }));
}

/** The chart's category for packages whose due day has passed (renewed or lapsed). */
export const PAST_DUE_CATEGORY = 'Past due';

/**
 * The chart: per renewal bucket (due today or later) and past due, how many are renewed, upcoming and lapsed (each
 * package in its state's series: the Lapsed series holds lapsed packages only).
 */
export function renewalChart(rows: readonly RenewalCounted[]): RenewalChart {
  const categories = [...RENEWAL_BUCKETS, PAST_DUE_CATEGORY] as string[];
  const values: Record<RenewalState, number[]> = { renewed: categories.map(() => 0), upcoming: categories.map(() => 0), lapsed: categories.map(() => 0) };
  for (const row of rows) values[row.state][categories.indexOf(row.renewalBucket ?? PAST_DUE_CATEGORY)]! += row.count ?? 1;
  return { categories, series: RENEWAL_STATE.ids.map((state) => ({ name: RENEWAL_STATE_LABELS[state], values: values[state] })) };
}

/** Per agent (the sold opportunity's owner), by agent name. */
export function renewalAgentwise(rows: readonly Pick<RenewalCounted, 'state' | 'agentId' | 'agentName' | 'count'>[]): z.infer<typeof renewalAgentSchema>[] {
  const byAgent = new Map<number | null, { name: string; c: Counts }>();
  for (const row of rows) {
    const entry = byAgent.get(row.agentId) ?? { name: row.agentName ?? 'Unassigned', c: emptyCounts() };
    add(entry.c, row);
    byAgent.set(row.agentId, entry);
  }
  return [...byAgent.entries()]
    .map(([agentId, { name, c }]) => ({ agentId, agentName: name, ...c, renewalRate: rate(c) }))
    .sort((a, b) => a.agentName.localeCompare(b.agentName) || (a.agentId ?? 0) - (b.agentId ?? 0));
}

/** A sold deal's renewal: the state and days to due of its package falling due last. */
export type DealRenewal = { state: RenewalState; daysToDue: number };

/**
 * A sold deal's renewal from its packages' rows (the dashboard's rows of that opportunity): its validity ends with
 * the package falling due last, so that package's state is the deal's; when several fall due that day, the deal is
 * renewed only when all of them are. Null without packages.
 */
export function dealRenewalOf(rows: readonly Pick<RenewalRow, 'state' | 'daysToDue'>[]): DealRenewal | null {
  if (rows.length === 0) return null;
  const last = Math.max(...rows.map((r) => r.daysToDue));
  const open = rows.find((r) => r.daysToDue === last && r.state !== 'renewed');
  return { state: open ? open.state : 'renewed', daysToDue: last };
}

/** A renewal alert shows when the validity ends within this many days. */
export const RENEWAL_ALERT_WINDOW_DAYS = 30;
const dayCount = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * The opportunity tables' renewal alert of a sold deal: 'Renewed'; 'Expired N days ago' once lapsed; 'Renewal due
 * today' or 'Renewal due in N days' within 30 days; null when it falls due later or nothing was sold.
 */
export function renewalAlertOf(deal: DealRenewal | null): string | null {
  if (!deal) return null;
  if (deal.state === 'renewed') return 'Renewed';
  if (deal.state === 'lapsed') return `Expired ${dayCount(-deal.daysToDue)} ago`;
  if (deal.daysToDue === 0) return 'Renewal due today';
  return deal.daysToDue <= RENEWAL_ALERT_WINDOW_DAYS ? `Renewal due in ${dayCount(deal.daysToDue)}` : null;
}

/** Details order: soonest due first (most lapsed first), then mapping id. */
export function sortRenewalRows(rows: RenewalRow[]): RenewalRow[] {
  return rows.sort((a, b) => a.daysToDue - b.daysToDue || a.mappingId - b.mappingId);
}

type Cell = string | number | null | undefined;
export const RENEWAL_CSV_COLUMNS: readonly (readonly [string, (row: RenewalRow) => Cell])[] = [
  ['Account Id', (r) => r.accountId],
  ['Account', (r) => r.accountName],
  ['Opportunity Id', (r) => r.opportunityId],
  ['Agent', (r) => r.agentName ?? null],
  ['Package', (r) => r.packageName],
  ['Family', (r) => r.familyName ?? null],
  ['Seller Type', (r) => r.sellerType],
  ['Value', (r) => r.value.toFixed(2)],
  ['Valid Till', (r) => r.validTill],
  ['Days To Due', (r) => r.daysToDue],
  ['State', (r) => RENEWAL_STATE_LABELS[r.state]],
  ['Renewal Bucket', (r) => r.renewalBucket ?? null],
  ['Day Bucket', (r) => r.dayBucket ?? null],
];

export function renewalFileName(today: IsoDate): string {
  return `renewals-${today}.csv`;
}
