import { searchDay, searchEnum, searchInt, searchShape, searchString } from '../../../lib/search-params';

/**
 * The URL search of the report screens (`reports`, `sales-report-opp`): the range and filters survive a reload, a
 * shared link and a lost connection (issue 12 "Offline": the filters are kept and run when the connection returns).
 * Only shaped here (the app shell loads route search schemas); the server checks the values.
 */
export const reportSearchSchema = searchShape({
  from: searchDay,
  to: searchDay,
  cityId: searchInt(1),
  agentId: searchInt(1),
  /** state-movement: the deal owner (agentId is who made the change there). */
  ownerId: searchInt(1),
  clientTypeId: searchInt(1),
  page: searchInt(1),
  /** call-detail: the call outcome id. */
  outcomeId: searchInt(1),
  /** state-movement: one entity. */
  entity: searchEnum(['opportunity', 'payment', 'termsheet'] as const),
  /** sales-connect: one Sales Connect campaign (spec 001 §9; spelled here so the route table imports nothing more). */
  campaign: searchEnum(['direct_partners_page', 'call_center_number'] as const),
  /** sales-opportunity: the range is of the creation (default) or of the closed date (the Closed figures' deals). */
  dated: searchEnum(['created', 'closed'] as const),
  /** sales-opportunity: owned deals only (the sales report's totals row opens these). */
  owned: searchEnum(['yes'] as const),
  /** sales-opportunity: the account's client status (hot 1, cold 2, warm 3; the sales report's buckets). */
  clientStatusId: searchInt(1, 3),
  /** call-detail: every logged activity, not only calls (the sales report's Activity Done opens these). */
  activity: searchEnum(['all'] as const),
  /** The page's order (issue 49): a column key of the kind, ordered by the server over the whole report. */
  sort: searchString(60, { pattern: /^[A-Za-z][A-Za-z0-9-]*$/ }),
  dir: searchEnum(['asc', 'desc'] as const),
});
export type ReportSearch = ReturnType<typeof reportSearchSchema>;
