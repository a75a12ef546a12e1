import { searchEnum, searchInt, searchShape } from '../../../lib/search-params';
import { DAY_BUCKET_LABELS, RENEWAL_BUCKETS, SELLER_TYPES } from '../../../../domain/renewals/renewal-buckets';

// The renewal dashboard's URL search, apart from its calls: the route table (in the first screen's JavaScript)
// validates it, so this file imports only the search readers and the filter values.

/** The renewal dashboard's filters in the URL (kept offline and across reloads; the server checks the values). */
export const renewalSearchSchema = searchShape({
  profileType: searchInt(1, 5),
  sellerType: searchEnum(SELLER_TYPES),
  renewalBucket: searchEnum(RENEWAL_BUCKETS),
  lapsedBucket: searchEnum(DAY_BUCKET_LABELS),
  upcomingBucket: searchEnum(DAY_BUCKET_LABELS),
  page: searchInt(1),
});
export type RenewalSearch = ReturnType<typeof renewalSearchSchema>;

