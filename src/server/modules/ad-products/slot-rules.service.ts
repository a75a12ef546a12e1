// What every slot kind checks before it books (issue 50): the polygons and projects it names exist, and the
// opportunity has a sold package mapping of the slot's product, whose price is the slot's amount when none is given.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AD_PRODUCT_MESSAGES } from '../../../domain/validation/messages';
import { SLOT_RULE_MESSAGES } from '../../../domain/ad-products/slot-rules';
import type { Tx } from '../../db/client';
import { cities, localities, opportunityPackageMappings, packageProductMappings, products, projects } from '../../db/schema/index';
import { notFound, unprocessable } from '../../errors';
import type { BookingPlace } from './slot-booking.service';

/** Each polygon (a city or locality uuid) as a booking place with its city; 404 'Polygon not found.' for any other. */
export async function polygonPlaces(tx: Tx, uuids: readonly string[]): Promise<BookingPlace[]> {
  const wanted = [...new Set(uuids)];
  if (wanted.length === 0) return [];
  const city = new Map<string, number>();
  for (const c of await tx.select({ uuid: cities.uuid, id: cities.id }).from(cities).where(inArray(cities.uuid, wanted))) city.set(c.uuid, c.id);
  for (const l of await tx.select({ uuid: localities.uuid, cityId: localities.cityId }).from(localities).where(inArray(localities.uuid, wanted))) city.set(l.uuid, l.cityId);
  return wanted.map((uuid) => {
    const cityId = city.get(uuid);
    if (cityId === undefined) throw notFound(SLOT_RULE_MESSAGES.polygonNotFound);
    return { placeKey: `polygon:${uuid}`, cityId };
  });
}

/** Every project named exists (404 'Project not found.'). */
export async function assertProjectsExist(tx: Tx, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await tx.select({ id: projects.id }).from(projects).where(inArray(projects.id, wanted));
  if (found.length !== wanted.length) throw notFound(SLOT_RULE_MESSAGES.projectNotFound);
}

/** The mapping a slot sells and its price for one unit: its sales price less the discount per unit (rupees). */
export type SoldMapping = { id: number; amount: number };

const unitAmount = (salesPrice: string | number, discount: string | number | null) => Math.round((Number(salesPrice) - Number(discount ?? 0)) * 100) / 100;

/**
 * The amount a slot stores: the one given, else its sold mapping's (issue 50: amounts default from the package
 * mapping, not typed). 422 'Please enter an amount greater than 0' when that is not above 0 (a free package).
 */
export function slotAmount(given: number | null | undefined, mapping: SoldMapping): number {
  const amount = given ?? mapping.amount;
  if (!(amount > 0)) throw unprocessable(AD_PRODUCT_MESSAGES.amountGreaterThanZero);
  return amount;
}

/**
 * The package mapping the slot sells: the one named (it must be the opportunity's and hold the product), else the
 * opportunity's first mapping holding the product. None: 422 'This opportunity has no package with {product}'.
 */
export async function soldMappingOf(tx: Tx, opportunityId: number, productId: number, mappingId?: number | null): Promise<SoldMapping> {
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
  const productName = product?.name ?? `product ${productId}`;
  const rows = await tx
    .select({
      id: opportunityPackageMappings.id,
      opportunityId: opportunityPackageMappings.opportunityId,
      salesPrice: opportunityPackageMappings.salesPrice,
      discount: opportunityPackageMappings.discount,
      productId: packageProductMappings.productId,
    })
    .from(opportunityPackageMappings)
    .leftJoin(packageProductMappings, and(eq(packageProductMappings.packageId, opportunityPackageMappings.packageId), eq(packageProductMappings.productId, productId)))
    .where(mappingId ? eq(opportunityPackageMappings.id, mappingId) : eq(opportunityPackageMappings.opportunityId, opportunityId))
    .orderBy(asc(opportunityPackageMappings.id));
  if (mappingId) {
    const [mapping] = rows;
    if (!mapping) throw notFound('Package mapping not found.');
    if (mapping.opportunityId !== opportunityId) throw unprocessable('The package mapping belongs to another opportunity.');
    if (mapping.productId === null) throw unprocessable(SLOT_RULE_MESSAGES.mappingOfOtherProduct(productName));
    return { id: mapping.id, amount: unitAmount(mapping.salesPrice, mapping.discount) };
  }
  const mapping = rows.find((r) => r.productId !== null);
  if (!mapping) throw unprocessable(SLOT_RULE_MESSAGES.noSoldPackage(productName));
  return { id: mapping.id, amount: unitAmount(mapping.salesPrice, mapping.discount) };
}
