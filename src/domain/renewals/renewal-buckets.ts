/**
 * The renewal dashboard's filter values alone (spec 001 §9): the app's route table shapes the URL search with them,
 * and the route table is in the first screen's JavaScript, so this file imports nothing. limits.ts and
 * renewal-rule.ts re-export them.
 */
export const RENEWAL_BUCKETS = ['30D', '30-45D', '45-60D', '60-90D', '>90D'] as const;
/** Lapsed and upcoming renewal buckets in days; the spec's first bucket '7' is read as up to 7 days (ours). */
export const LAPSED_UPCOMING_BUCKETS = [
  { label: '7', minDays: 0, maxDays: 7 },
  { label: '8-15', minDays: 8, maxDays: 15 },
  { label: '16-30', minDays: 16, maxDays: 30 },
  { label: '31-60', minDays: 31, maxDays: 60 },
  { label: '61-180', minDays: 61, maxDays: 180 },
] as const;
export type DayBucket = (typeof LAPSED_UPCOMING_BUCKETS)[number]['label'];
export const DAY_BUCKET_LABELS = LAPSED_UPCOMING_BUCKETS.map((b) => b.label) as unknown as readonly [DayBucket, ...DayBucket[]];
export const SELLER_TYPES = ['FoS', 'Telesales'] as const;
