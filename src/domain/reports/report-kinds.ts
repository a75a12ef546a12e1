import { z } from 'zod';
import { can, type Principal } from '../auth/capabilities';
import { isIsoDate, type IsoDate } from '../format/ist-calendar';
import { TABLE_SIZE } from '../reference/limits';
import { CALL_OUTCOME_IDS } from './call-detail';
import { salesConnectCampaignSchema } from './sales-connect';
import { STATE_MOVEMENT_ENTITIES } from './state-movement';

/**
 * The report kinds of issue 12 (GET /sapna/v1/reports/{kind}) and who may run them (PERMISSIONS.md "reports";
 * spec 000 §6: Closure Trend, Collections, Opportunity Funnel and Collection Tracker are limited to RCM_USER and
 * Ticketing). The kinds list is the whole contract; `REPORT_KINDS_BUILT` says which of them the server runs today.
 * A kind that is not built is never offered to anyone (the reports screen lists only what runs).
 */
export const REPORT_KINDS = [
  'sales',
  'sales-opportunity',
  'call-detail',
  'invoice',
  'state-movement',
  'sales-connect',
  'closure-trend',
  'collections',
  'opportunity-funnel',
  'collection-tracker',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  sales: 'Sales',
  'sales-opportunity': 'Sales by Opportunity',
  'call-detail': 'Call Detail',
  invoice: 'Invoice',
  'state-movement': 'State Movement',
  'sales-connect': 'Sales Connect',
  'closure-trend': 'Closure Trend',
  collections: 'Collections',
  'opportunity-funnel': 'Opportunity Funnel',
  'collection-tracker': 'Collection Tracker',
};

/** Spec 000 §6: these four for RCM_USER and Ticketing only (the server refuses anyone else, Admin included). */
export const RESTRICTED_REPORT_KINDS: readonly ReportKind[] = ['closure-trend', 'collections', 'opportunity-funnel', 'collection-tracker'];

/** The kinds the server runs today (the rest of issue 12 adds theirs here as it builds them). */
export const REPORT_KINDS_BUILT: readonly ReportKind[] = ['sales', 'sales-opportunity', 'call-detail', 'invoice', 'state-movement', 'sales-connect', 'closure-trend', 'collections', 'opportunity-funnel', 'collection-tracker'];

export function isReportKind(value: string): value is ReportKind {
  return (REPORT_KINDS as readonly string[]).includes(value);
}

export function isRestrictedReportKind(kind: ReportKind): boolean {
  return RESTRICTED_REPORT_KINDS.includes(kind);
}

/** Whether the user may run this kind (capability only; scope decides the rows). */
export function mayRunReport(user: Principal, kind: ReportKind): boolean {
  if (isRestrictedReportKind(kind)) return can(user, 'restrictedReports');
  if (kind === 'invoice') return can(user, 'finance');
  return can(user, 'reports');
}

/** The kinds this user may download: built, and allowed. */
export function reportKindsFor(user: Principal): ReportKind[] {
  return REPORT_KINDS.filter((kind) => REPORT_KINDS_BUILT.includes(kind) && mayRunReport(user, kind));
}

export const REPORT_MESSAGES = {
  /** Spec 001 §8: a report download that runs past the server's limit (and our refusal of a range over 366 days). */
  timeout: 'Timeout. Please select a shorter time period.',
  notFound: 'Report not found.',
  /** Our text (the spec has none). */
  fromAfterTo: 'The start date must not be after the end date.',
  badDate: 'Please enter a date as YYYY-MM-DD.',
  unknownCity: 'Unknown city.',
  unknownAgent: 'Unknown agent.',
  unknownOutcome: 'Unknown call outcome.',
  pastEnd: 'This page is past the end of the report.',
  offline: 'Reports need a connection',
  downloading: 'Downloading Report...',
} as const;

/** A range runs from the start of `from` to the end of `to` (Asia/Kolkata) and spans at most this many days. */
export const MAX_REPORT_RANGE_DAYS = 366;

/** Days in the range, both ends counted (2026-01-01..2026-01-01 is 1). */
export function reportRangeDays(from: IsoDate, to: IsoDate): number {
  let days = 1;
  // Calendar days, not milliseconds: a fixed offset makes them the same, but this reads as the rule says.
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  days += Math.round((end - start) / 86_400_000);
  return days;
}

export const REPORT_PAGE_SIZE = TABLE_SIZE;

const day = z.string().refine(isIsoDate, { message: REPORT_MESSAGES.badDate });
const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** The filters every report takes (city, agent, client type; all optional) and its required date range. */
export const reportFilterSchema = z.object({
  from: day,
  to: day,
  cityId: optionalId,
  agentId: optionalId,
  clientTypeId: z.coerce.number().int().min(1).max(5).optional(),
  /** call-detail: the call's outcome (connected 12, not connected 13, redial 279). */
  outcomeId: z.coerce
    .number()
    .int()
    .refine((v) => (CALL_OUTCOME_IDS as readonly number[]).includes(v), { message: REPORT_MESSAGES.unknownOutcome })
    .optional(),
  /** state-movement: changes of deals owned by this agent (the person filter, agentId, is who made the change). */
  ownerId: optionalId,
  /** state-movement: one entity's changes only. */
  entity: z.enum(STATE_MOVEMENT_ENTITIES).optional(),
  /**
   * sales-opportunity: which day of a deal the range is of: its creation (the default) or its closed date
   * (domain/opportunities/closed-date.ts; the deals behind the sales report's Closed figures, issue 49).
   */
  dated: z.enum(['created', 'closed']).optional(),
  /** sales-opportunity: owned deals only (`yes`): the sales report's rows are per owner, so its totals count only these. */
  owned: z.enum(['yes']).optional(),
  /** sales-opportunity: deals of accounts of this client status (hot 1, cold 2, warm 3): the sales report's buckets. */
  clientStatusId: z.coerce.number().int().min(1).max(3).optional(),
  /**
   * call-detail: `all` lists every activity the agents logged (calls, meetings, notes), as the sales report's Activity
   * Done counts it (its click-through, issue 49): by authors in the user's scope on the brand's accounts, the city
   * being the deal's commented on (else the account's).
   */
  activity: z.enum(['all']).optional(),
  /** sales-connect: one campaign's opportunities only. */
  campaign: salesConnectCampaignSchema.optional(),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** The file name of a download: `{kind}-{from}-{to}.csv`. */
export function reportFileName(kind: ReportKind, from: IsoDate, to: IsoDate): string {
  return `${kind}-${from}-${to}.csv`;
}

export const reportKindViewSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  label: z.string(),
  restricted: z.boolean(),
});
export type ReportKindView = z.infer<typeof reportKindViewSchema>;

export function reportKindView(kind: ReportKind): ReportKindView {
  return { kind, label: REPORT_KIND_LABELS[kind], restricted: isRestrictedReportKind(kind) };
}
