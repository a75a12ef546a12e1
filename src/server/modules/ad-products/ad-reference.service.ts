import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AD_PRODUCT_KEYS} from '../../../domain/ad-products/ad-reference';
import { HELPER_LIST_NAMES, type HelperList, type ProductMapping } from '../../../domain/ad-products/ad-reference';
import { AUDIENCE_MAXIMIZER_PRODUCT_ID, AUDIENCE_MAXIMIZER_TYPE_LABELS } from '../../../domain/ad-products/package-slot';
import {
  DEVICE_IDS,
  HOUSING_HELPER_IDS,
  MICROSITE_PLACEHOLDER_ID,
  PRODUCT_TYPE_LABELS,
  SITE_TAKEOVER_ENTITY_TYPES,
  SITE_TAKEOVER_PRODUCT_ID,
  SITE_TAKEOVER_TAG_IDS,
  VIRTUAL_TOUR_PRODUCT_KEY,
} from '../../../domain/reference/ids';
import { AUDIENCE_MAXIMIZER_TYPES, PACKAGE_SLOT_STATUSES, SITE_TAKEOVER_CARD_PRIORITIES } from '../../../domain/reference/limits';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { cities, localities, products, slotBookings } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';

const KEY_OF: Record<number, (typeof AD_PRODUCT_KEYS)[number]> = {
  [AUDIENCE_MAXIMIZER_PRODUCT_ID]: 'audience_maximizer',
  [SITE_TAKEOVER_PRODUCT_ID]: 'site_takeover',
  [MICROSITE_PLACEHOLDER_ID]: 'microsite',
  [VIRTUAL_TOUR_PRODUCT_KEY]: 'virtual_tour',
};

/** GET /housingAP/products-mapping: the ad products of the catalogue and their screens (NP products: np_slot). */
export async function productsMapping(ctx: ServiceContext): Promise<ProductMapping[]> {
  const rows = await ctx.tx
    .select({ id: products.id, name: products.name, isNp: products.isNpProduct })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id));
  return rows.flatMap((p) => {
    const key = KEY_OF[p.id] ?? (p.isNp ? 'np_slot' : undefined);
    return key ? [{ productId: p.id, productName: p.name, key, placeholderId: p.id }] : [];
  });
}

const items = (pairs: readonly (readonly [number | string, string])[]) => pairs.map(([id, name]) => ({ id, name }));

/** GET /sapna/v1/housing/helper/{n}: the reference list n (404 for any other n). `cityId` narrows list 2. */
export async function helperList(ctx: ServiceContext, n: number, filter: { cityId?: number | undefined; cityUuid?: string | undefined } = {}): Promise<HelperList> {
  if (!HOUSING_HELPER_IDS.includes(n)) throw notFound('Helper not found.');
  const name = HELPER_LIST_NAMES[n] ?? '';
  const list = (values: { id: number | string; name: string }[]): HelperList => ({ id: n, name, items: values });
  switch (n) {
    case 1:
      return list((await ctx.tx.select({ id: cities.uuid, name: cities.name }).from(cities).orderBy(asc(cities.name))).map((c) => ({ id: c.id, name: c.name })));
    case 2: {
      const query = ctx.tx.select({ id: localities.uuid, name: localities.name }).from(localities).innerJoin(cities, eq(cities.id, localities.cityId));
      const where = filter.cityId ? eq(localities.cityId, filter.cityId) : filter.cityUuid ? eq(cities.uuid, filter.cityUuid) : undefined;
      const rows = await query.where(where).orderBy(asc(localities.name)).limit(2000);
      return list(rows.map((l) => ({ id: l.id, name: l.name })));
    }
    case 5:
      return list(items(Object.entries(PRODUCT_TYPE_LABELS).map(([id, label]) => [Number(id), label] as const)));
    case 7:
      return list(items([[SITE_TAKEOVER_ENTITY_TYPES.SELLER, 'Seller'], [SITE_TAKEOVER_ENTITY_TYPES.BUILDER, 'Builder']]));
    case 8:
      return list(items(AUDIENCE_MAXIMIZER_TYPES.map((t) => [t, AUDIENCE_MAXIMIZER_TYPE_LABELS[t]] as const)));
    case 10:
      return list(items(PACKAGE_SLOT_STATUSES.map((s, i) => [i + 1, s] as const)));
    case 11:
      return list(items(DEVICE_IDS.map((d) => [d, d === 1 ? 'Desktop' : 'Mobile'] as const)));
    case 12:
      return list((await productsMapping(ctx)).map((p) => ({ id: p.productId, name: p.productName })));
    case 18: {
      const { BANNER, FRONT, LOGO } = SITE_TAKEOVER_CARD_PRIORITIES;
      return list([...BANNER.map((p) => [p, 'banner'] as const), ...FRONT.map((p) => [p, 'front'] as const), ...LOGO.map((p) => [p, 'logo'] as const)].sort((a, b) => a[0] - b[0]).map(([id, kind]) => ({ id, name: kind })));
    }
    case 20:
      return list(items(SITE_TAKEOVER_TAG_IDS.map((t) => [t, `Tag ${t}`] as const)));
    default: {
      // 21: site-takeover availability: the booked site-takeover slots from today on.
      const today = istDateOf(ctx.now);
      const rows = await ctx.tx
        .select({ id: slotBookings.id, place: slotBookings.placeKey, start: slotBookings.startDate, end: slotBookings.endDate })
        .from(slotBookings)
        .where(and(inArray(slotBookings.productId, [SITE_TAKEOVER_PRODUCT_ID]), gte(slotBookings.endDate, today), lte(slotBookings.startDate, '9999-12-31')))
        .orderBy(asc(slotBookings.startDate))
        .limit(500);
      return list(rows.map((r) => ({ id: r.id, name: `${r.place} ${r.start}..${r.end}` })));
    }
  }
}
