import { z } from 'zod';
import { DASHBOARD_TYPES, TILE_KEYS, type DashboardType, type TileKey } from './dashboard-keys';

export { DASHBOARD_TYPES, isDashboardType, isTileKey, TILE_KEYS, type DashboardType, type TileKey } from './dashboard-keys';
import type { ApprovalKind } from '../approvals/statuses';
import { PAYMENT_STATUS_GROUPS } from '../payments/statuses';
import { OPPORTUNITY_KINDS, OPPORTUNITY_STATUSES, STAGE_BUCKETS } from '../opportunities/statuses';
import { TERMSHEET_STATUSES } from '../termsheets/statuses';
import { SALES_CONNECT_CAMPAIGNS, TABLE_SIZE } from '../reference/limits';
import { addDays, type IsoDate } from '../format/ist-calendar';
import { closureDateOf, monthName, shiftMonth, type SalesMonth, type SalesMonthClosure } from '../sales-closure/sales-month';

/**
 * Dashboards (issue 12; spec 000 §2, 001 §9): owner, broker, builder and tenant dashboards with fixed tiles. The
 * page's client type comes from the route (owner 3, broker 2, builder 1); the tenant dashboard counts tenant
 * opportunities (kind 'tenant'), and the owner dashboard the owner accounts' other opportunities.
 */
export const DASHBOARD_TITLES: Record<DashboardType, string> = {
  owner: 'Owner Dashboard',
  broker: 'Broker Dashboard',
  builder: 'Builder Dashboard',
  tenant: 'Tenant Dashboard',
};

/** Which opportunities a dashboard counts: the account's client type (1 Builder, 2 Broker, 3 Owner) or the tenant kind. */
export type DashboardFilter = { clientTypeId: number; opportunityKind: { is: string } | { isNot: string } };
export const DASHBOARD_FILTERS: Record<DashboardType, DashboardFilter> = {
  owner: { clientTypeId: 3, opportunityKind: { isNot: 'tenant' } },
  broker: { clientTypeId: 2, opportunityKind: { isNot: 'tenant' } },
  builder: { clientTypeId: 1, opportunityKind: { isNot: 'tenant' } },
  tenant: { clientTypeId: 3, opportunityKind: { is: 'tenant' } },
};

/** Days without a logged activity after which an open opportunity needs a follow-up (ours). */
export const FOLLOWUP_AFTER_DAYS = 7;
/** A sold package whose validity ends within this many days (and is not renewed) shows on the renewal tile. */
export const RENEWAL_TILE_WINDOW_DAYS = 30;

/**
 * The tile definitions (spec 001 §9: "fixed status ids (not shown)"), chosen once here. The server builds both a
 * tile's count and its list (`list/{keyName}`) from the same definition, so they always agree.
 *
 * - followup: open-bucket opportunities (1, 3, 4, 5, 8) with no comment logged on them in the last 7 days.
 * - renewal: Closed (2) opportunities with a sold package due for renewal within 30 days and not renewed
 *   (domain/renewals: due when its validity ends, renewed by a same-family purchase).
 * - closed: Closed (2) opportunities.
 * - housing-product: Closed (2) opportunities with a product not yet activated (the housing products to deliver).
 * - sales-connect: opportunities from the Sales Connect campaigns (direct_partners_page, call_center_number), every
 *   status: the campaign recorded when the opportunity was created (the sales-connect report reads the same rows).
 * - pending-termsheet: termsheets not yet approved: Created 1, Shared 2, Sent to RAM 7.
 * - payment-approved / -rejected / -pending: payments in the spec's approved (6, 15), rejected (7, 8, 15, 16, 21, 22)
 *   and pending (1, 2, 3, 4, 5, 9, 12, 13, 20) groups (spec 001 §4). A refunded payment (10, 14) was approved — only an
 *   approved payment is refunded — so Payment Approved counts it too (issue 48, README "Money"): a refund never makes
 *   a payment drop off the approved tile (its amount, net of refunds, is the ledger's collected).
 * - discount-approvals: discount approvals still open (PendingApproval, Reviewed).
 * Sorting (spec 001 §9, "by id or created date descending"): opportunity and approval tiles by id, payment and
 * termsheet tiles by created date (then id), newest first.
 */
/** Payment Approved: the approved group (6, 15) and the refunded one (10, 14); migration 0058 counts the same. */
export const APPROVED_TILE_STATUS_IDS: readonly number[] = [...PAYMENT_STATUS_GROUPS.approved, ...PAYMENT_STATUS_GROUPS.refunded];

export type TileEntity = 'opportunity' | 'termsheet' | 'payment' | 'approval';
export type TileDefinition = {
  key: TileKey;
  label: string;
  entity: TileEntity;
  sort: 'id' | 'createdAt';
  /** Whether the console records what the tile counts (a tile that does not shows '--' and opens nothing). */
  recorded: boolean;
  /** Opportunity tiles of campaign opportunities: the campaigns counted. */
  campaigns?: readonly string[];
  statusIds?: readonly number[];
  approvalStatuses?: readonly string[];
  approvalKind?: ApprovalKind;
};

export const TILES: Record<TileKey, TileDefinition> = {
  followup: { key: 'followup', label: 'Follow-up', entity: 'opportunity', sort: 'id', recorded: true, statusIds: STAGE_BUCKETS.open },
  renewal: { key: 'renewal', label: 'Renewal', entity: 'opportunity', sort: 'id', recorded: true, statusIds: [OPPORTUNITY_STATUSES.CLOSED] },
  closed: { key: 'closed', label: 'Closed', entity: 'opportunity', sort: 'id', recorded: true, statusIds: [OPPORTUNITY_STATUSES.CLOSED] },
  'housing-product': {
    key: 'housing-product',
    label: 'Housing Product',
    entity: 'opportunity',
    sort: 'id',
    recorded: true,
    statusIds: [OPPORTUNITY_STATUSES.CLOSED],
  },
  'sales-connect': { key: 'sales-connect', label: 'Sales Connect', entity: 'opportunity', sort: 'id', recorded: true, campaigns: SALES_CONNECT_CAMPAIGNS },
  'pending-termsheet': {
    key: 'pending-termsheet',
    label: 'Pending Termsheet',
    entity: 'termsheet',
    sort: 'createdAt',
    recorded: true,
    statusIds: [TERMSHEET_STATUSES.CREATED, TERMSHEET_STATUSES.SHARED, TERMSHEET_STATUSES.SENT_TO_RAM],
  },
  'payment-approved': {
    key: 'payment-approved',
    label: 'Payment Approved',
    entity: 'payment',
    sort: 'createdAt',
    recorded: true,
    statusIds: APPROVED_TILE_STATUS_IDS,
  },
  'payment-rejected': {
    key: 'payment-rejected',
    label: 'Payment Rejected',
    entity: 'payment',
    sort: 'createdAt',
    recorded: true,
    statusIds: PAYMENT_STATUS_GROUPS.rejected,
  },
  'payment-pending': {
    key: 'payment-pending',
    label: 'Payment Pending',
    entity: 'payment',
    sort: 'createdAt',
    recorded: true,
    statusIds: PAYMENT_STATUS_GROUPS.pending,
  },
  'discount-approvals': {
    key: 'discount-approvals',
    label: 'Discount Approvals',
    entity: 'approval',
    sort: 'id',
    recorded: true,
    approvalStatuses: ['PendingApproval', 'Reviewed'],
    approvalKind: 'Discount',
  },
};

export const DASHBOARD_MESSAGES = {
  /** Our text (the spec has none). */
  unknownType: 'Dashboard not found.',
  unknownTile: 'Tile not found.',
  notRecorded: 'This tile is not recorded in the console.',
  pastEnd: 'This page is past the end of the list.',
  offline: 'Reports need a connection',
} as const;

export const TILE_PAGE_SIZE = TABLE_SIZE;

export const tileCountSchema = z.object({
  key: z.enum(TILE_KEYS),
  label: z.string(),
  entity: z.enum(['opportunity', 'termsheet', 'payment', 'approval']),
  count: z.number().int().nullable().describe("null when the console does not record what the tile counts (shown '--')"),
});
export type TileCount = z.infer<typeof tileCountSchema>;

export const dashboardSchema = z.object({
  type: z.enum(DASHBOARD_TYPES),
  title: z.string(),
  clientTypeId: z.number().int(),
  tiles: z.array(tileCountSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** One row behind a tile (every entity in one shape, so one table shows any tile). */
export const tileRowSchema = z.object({
  entity: z.enum(['opportunity', 'termsheet', 'payment', 'approval']),
  id: z.number().int(),
  opportunityId: z.number().int(),
  opportunityKind: z.enum(OPPORTUNITY_KINDS).describe("The opportunity's kind, which names its page (opportunityPagePath)"),
  opportunityName: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  agentName: z.string().nullable(),
  statusName: z.string(),
  amount: z.number().nullable().describe('Deal value (opportunity), payment amount (payment); null otherwise'),
  createdAt: z.string(),
});
export type TileRow = z.infer<typeof tileRowSchema>;

export const tileListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(TILE_PAGE_SIZE),
  key: z.string().trim().max(100).optional(),
});

export const keySearchQuerySchema = z.object({
  key: z.string().trim().min(1, 'Please enter a key.').max(100),
  type: z.enum(DASHBOARD_TYPES).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(TILE_PAGE_SIZE),
});

export const dashboardTypeQuerySchema = z.object({ type: z.enum(DASHBOARD_TYPES).default('owner') });

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  agentId: z.number().int(),
  agentName: z.string(),
  closedValue: z.number(),
  accountsClosed: z.number().int(),
});
export const leaderboardSchema = z.object({ salesMonth: z.string(), from: z.string(), to: z.string(), rows: z.array(leaderboardRowSchema) });
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const PERFORMANCE_TREND_MONTHS = 6;
export const performanceTrendSchema = z.object({
  months: z.array(z.object({ salesMonth: z.string(), label: z.string(), closedValue: z.number(), collections: z.number() })),
});
export type PerformanceTrend = z.infer<typeof performanceTrendSchema>;

export const paymentLinkAggregateSchema = z.object({
  salesMonth: z.string(),
  sent: z.object({ count: z.number().int(), amount: z.number() }),
  paid: z.object({ count: z.number().int(), amount: z.number() }),
  pending: z.object({ count: z.number().int(), amount: z.number() }),
});
export type PaymentLinkAggregate = z.infer<typeof paymentLinkAggregateSchema>;

/** The days (Asia/Kolkata) a sales month counts: the day after the previous month's closure date to its own. */
export function salesMonthDays(month: SalesMonth, closures: readonly SalesMonthClosure[]): { from: IsoDate; to: IsoDate } {
  return { from: addDays(closureDateOf(shiftMonth(month, -1), closures), 1), to: closureDateOf(month, closures) };
}

export function salesMonthKey(month: SalesMonth): string {
  return `${month.year}-${String(month.monthNumber).padStart(2, '0')}`;
}

export function salesMonthLabel(month: SalesMonth): string {
  return `${monthName(month.monthNumber).slice(0, 3)} ${month.year}`;
}

/** A sales month key as people read it: '2026-12' → 'December 2026' (a key that is not 'yyyy-mm' is shown as it is). */
export function salesMonthNameOfKey(key: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const monthNumber = Number(match?.[2]);
  if (!match || monthNumber < 1 || monthNumber > 12) return key;
  return `${monthName(monthNumber)} ${match[1]}`;
}
