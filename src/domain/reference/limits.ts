import { addDays, addMonths, DAY_MS, istDateOf, type IsoDate } from '../format/ist-calendar';
import { toPaise } from '../money/paise';

/**
 * Business constants and limits (spec 000 §9, 001 §9, 002 §9), once, with the spec's values.
 */

// Timeouts and notices
export const REQUEST_TIMEOUT_MS = 15_000_000;
export const RENEWAL_REQUEST_TIMEOUT_MS = 60_000;
export const PERFORMANCE_REQUEST_TIMEOUT_MS = 120_000;
export const SNACKBAR_DURATION_MS = 4000;
export const REPORT_SUCCESS_SNACKBAR_DURATION_MS = 5000;
export const DEBOUNCE_MS = 300;
export const COMMENT_REFRESH_DELAY_MS = 1000;
export const CACHE_DEFAULT_EXPIRY_MS = DAY_MS;

// Paging
export const TABLE_SIZE = 10;
export const ACCOUNT_SEARCH_PAGE_SIZE = 100;
export const COMMENTS_SEARCH_SIZE = 20;
export const ENTITY_SEARCH_MAX_IDS = 100;
export const POLYGON_SUGGEST_SIZE = 20;
export const PERFORMANCE_PAGE_SIZE = { INDIVIDUAL: 100, TEAM: 1000 } as const;
export const AUDIENCE_MAXIMIZER_PAGE_SIZE = 10;

// Money
export const GST_RATE_PERCENT = 18;
export const PAYMENT_DUE_WINDOW_DAYS = 30;

/** GST at 18% of a rupee amount, rounded to the paisa (half up). */
export function gstOf(amount: number): number {
  return Math.round((toPaise(amount) * GST_RATE_PERCENT) / 100) / 100;
}

// Listings of a seller profile
export const LISTING_HISTORY_MONTHS = 6;
export const ACTIVE_LISTING_STATUSES = ['ACTIVE', 'PENDING'] as const;
export const LISTING_TYPES = ['BUY', 'RENT', 'PG', 'COMMERCIAL'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** The listing-history request: 6 months back through tomorrow, as Asia/Kolkata calendar dates. */
export function listingHistoryWindow(now: Date): { startDate: IsoDate; endDate: IsoDate } {
  const today = istDateOf(now);
  return { startDate: addMonths(today, -LISTING_HISTORY_MONTHS), endDate: addDays(today, 1) };
}

// Comments
export const COMMENT_ACTIVITY_TYPES = ['Email', 'Call', 'Dropin', 'Meeting'] as const;
export type CommentActivityType = (typeof COMMENT_ACTIVITY_TYPES)[number];
/** The owner area logs calls only; every other area may use all four. */
export type CommentArea = 'general' | 'owner';

export function allowedActivityTypes(area: CommentArea): readonly CommentActivityType[] {
  return area === 'owner' ? ['Call'] : COMMENT_ACTIVITY_TYPES;
}

// Slots and ad products
export const SLOT_CARD_COUNT = 6;
export const SITE_TAKEOVER_CARD_PRIORITIES = { BANNER: [1, 6, 7, 8], FRONT: [2, 3, 4, 5], LOGO: [9, 10] } as const;
export type SiteTakeoverCardKind = 'banner' | 'front' | 'logo';

export function siteTakeoverCardKind(priority: number): SiteTakeoverCardKind | undefined {
  const { BANNER, FRONT, LOGO } = SITE_TAKEOVER_CARD_PRIORITIES;
  if ((BANNER as readonly number[]).includes(priority)) return 'banner';
  if ((FRONT as readonly number[]).includes(priority)) return 'front';
  if ((LOGO as readonly number[]).includes(priority)) return 'logo';
  return undefined;
}

export const AUDIENCE_MAXIMIZER_TYPES = ['locality', 'city_with_budget', 'project_level', 'city_level'] as const;
export type AudienceMaximizerType = (typeof AUDIENCE_MAXIMIZER_TYPES)[number];
export const PACKAGE_SLOT_STATUSES = ['active', 'new'] as const;
/** What a package or microsite slot shows: its status, or cancelled (final; issue 50: set by cancel only). */
export const SLOT_VIEW_STATUSES = [...PACKAGE_SLOT_STATUSES, 'cancelled'] as const;
// Spec 002 §3 names upcoming, live, expired ('include'); cancelled is ours (issue 50: a cancelled slot is final).
export const SITE_TAKEOVER_SLOT_STATUSES = ['upcoming', 'live', 'expired', 'cancelled'] as const;
/** Virtual-tour slot statuses that are final: the slot cannot change any more (spec 002 §4). */
export const VIRTUAL_TOUR_STATUSES = { CANCELLED: 4, PROMOTION_ENDED: 9 } as const;
export const VIRTUAL_TOUR_STATUS_NAMES: Record<number, string> = { 4: 'Cancelled', 9: 'Promotion Ended' };
export const VIRTUAL_TOUR_FINAL_STATUS_IDS: readonly number[] = [4, 9];

// Documents
export const DOCUMENT_TYPES = {
  LookupPackage: ['Package Delivery Done', 'Package Assembly Done'],
  Payment: ['Cheque', 'Deposit Slip', 'Demand Draft', 'Credit Approval'],
  Termsheet: ['Signed Termsheet'],
} as const;
export type DocumentEntityKind = keyof typeof DOCUMENT_TYPES;

// Campaigns, reports and calling
export const SALES_CONNECT_CAMPAIGNS = ['direct_partners_page', 'call_center_number'] as const;
export const CASE_REASON_FILTERS = ['Login Activity', 'Call Activity Logging', 'No Ozonetel Callback'] as const;
export { LAPSED_UPCOMING_BUCKETS, RENEWAL_BUCKETS } from '../renewals/renewal-buckets';

/** Per-item asynchronous state kept for resend verification, payment buckets, deactivation and the like. */
export type AsyncItemState = 'inProgress' | 'success' | 'error';
