import { searchDay, searchInt, searchShape, searchString } from '../../../lib/search-params';

/**
 * The URL search of `payment`: what a user filtered by survives a reload and a shared link. `page` counts from 1 on
 * screen. Kept free of the domain's payment modules on purpose: a route's search schema loads with the app shell
 * (the sign-in + home budget), so the status group and the days are only shaped here and checked by the server.
 */
export const paymentListSearchSchema = searchShape({
  q: searchString(100, { trim: true }),
  statusGroup: searchString(40, { pattern: /^[A-Za-z]{1,40}$/ }),
  modeId: searchInt(1),
  from: searchDay,
  to: searchDay,
  page: searchInt(1),
});
export type PaymentListSearch = ReturnType<typeof paymentListSearchSchema>;

/** The list's filters as GET /sapna/v1/payment/key-search's query (its CSV and the home queue's counts send the same). */
export function paymentFilterQuery(search: PaymentListSearch): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.q) query.q = search.q;
  if (search.statusGroup) query.statusGroup = search.statusGroup;
  if (search.modeId) query.modeId = String(search.modeId);
  if (search.from) query.from = search.from;
  if (search.to) query.to = search.to;
  return query;
}
