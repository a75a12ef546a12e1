import { asc, count, eq } from 'drizzle-orm';
import { ALL_ROLES } from '../../../domain/auth/roles';
import type { Db, Tx } from '../../db/client';
import { cities, localities, packageFamilies, packageProductMappings, packages, products, roles } from '../../db/schema/index';
import { PACKAGE_FAMILIES, PRODUCTS, salesPriceOf } from './catalogue-data';
import { insertCataloguePrices } from './catalogue-prices';
import { CITIES, type CityData } from './cities-data';
import { seedAdminConfig } from '../demo/admin-config-seed';
import { resetSequencesToMax } from '../generate/id-allocator';
import { Rng, seedOf } from '../generate/random';

/**
 * Reference data every database needs, demo or not: the roles, cities with their tiers and localities,
 * and the catalogue (package families, packages, products, package-product mappings). Each part is
 * inserted only when its table is empty, so this runs on every start and never overwrites an admin's edits.
 */
export async function seedReferenceData(tx: Tx): Promise<void> {
  await tx.insert(roles).values(ALL_ROLES.map((r) => ({ id: r.id, name: r.name }))).onConflictDoNothing();

  const [cityCount] = await tx.select({ n: count() }).from(cities);
  if (Number(cityCount?.n ?? 0) === 0) await insertCities(tx);

  const [productCount] = await tx.select({ n: count() }).from(products);
  const [packageCount] = await tx.select({ n: count() }).from(packages);
  if (Number(productCount?.n ?? 0) === 0 && Number(packageCount?.n ?? 0) === 0) await insertCatalogue(tx);

  await seedAdminConfig(tx);
}

async function insertCities(tx: Tx): Promise<void> {
  const rng = new Rng(seedOf(0x5eed, 1));
  const cityRows = CITIES.map((c, i) => ({ id: i + 1, name: c.name, uuid: rng.uuid(), stateName: c.state, tier: c.tier }));
  await tx.insert(cities).values(cityRows);
  let localityId = 1;
  const localityRows = CITIES.flatMap((c, i) => c.localities.map((name) => ({ id: localityId++, cityId: i + 1, name, uuid: rng.uuid() })));
  await tx.insert(localities).values(localityRows);
  await resetSequencesToMax(tx, [cities, localities]);
}

function activationParameters(params: readonly string[], quantity: number, validityDays: number): string {
  const values: Record<string, unknown> = {};
  for (const p of params) {
    if (p === 'quantity') values[p] = quantity;
    else if (p === 'promotedDays') values[p] = validityDays;
    else values[p] = null; // cityUUID and housingSubscriptionRegionId are chosen per sale
  }
  return JSON.stringify(values);
}

async function insertCatalogue(tx: Tx): Promise<void> {
  await tx.insert(products).values(
    PRODUCTS.map((p) => ({
      id: p.id,
      name: p.name,
      productTypeId: p.productTypeId,
      isNpProduct: p.isNpProduct ?? false,
      requiredActivationParameters: JSON.stringify(p.params.map((name) => ({ name, type: name === 'cityUUID' ? 'city' : 'number' }))),
    })),
  );
  await tx.insert(packageFamilies).values(PACKAGE_FAMILIES.map((f, i) => ({ id: i + 1, name: f.name, familyEvent: f.familyEvent })));
  const productById = new Map(PRODUCTS.map((p) => [p.id, p]));
  const packageRows = PACKAGE_FAMILIES.flatMap((f, i) =>
    f.packages.map((p) => ({
      id: p.id,
      familyId: i + 1,
      name: p.name,
      requiredFields: JSON.stringify(p.npType === 'Main' ? ['cityId', 'localityId', 'projectIds'] : ['cityId']),
      requiredPricingParameters: JSON.stringify([
        { name: 'cityTier', type: 'select', allowedValues: [1, 2, 3] },
        { name: 'localityName', type: 'text', allowedValues: [] },
      ]),
      isPriceApplicable: p.ratePrice > 0,
      ratePrice: p.ratePrice.toFixed(2),
      salesPrice: salesPriceOf(p.ratePrice).toFixed(2),
      validityDays: p.validityDays,
      quantity: p.quantity,
      agentType: p.agentType,
      npType: p.npType,
      propertyCategory: p.propertyCategory,
      clientTypeId: p.clientTypeId,
    })),
  );
  await tx.insert(packages).values(packageRows);
  let mappingId = 1;
  const mappingRows = PACKAGE_FAMILIES.flatMap((f) =>
    f.packages.flatMap((p) =>
      p.products.map((productId) => ({
        id: mappingId++,
        packageId: p.id,
        productId,
        activationParameters: activationParameters(productById.get(productId)?.params ?? [], p.quantity, p.validityDays),
      })),
    ),
  );
  await tx.insert(packageProductMappings).values(mappingRows);
  await resetSequencesToMax(tx, [products, packageFamilies, packages, packageProductMappings]);
  await insertCataloguePrices(tx);
}

export type RefLocality = { id: number; name: string };
export type RefCity = { id: number; name: string; uuid: string; tier: number; data: CityData; localities: RefLocality[] };
export type RefProduct = { id: number; name: string; productTypeId: number; isNpProduct: boolean; requiredActivationParameters: string; params: string[] };
export type RefPackage = {
  id: number;
  name: string;
  familyEvent: string | null;
  ratePrice: number;
  salesPrice: number;
  validityDays: number;
  quantity: number;
  clientTypeId: number | null;
  npType: string;
  products: { product: RefProduct; activationParameters: string }[];
};
export type Reference = { cities: RefCity[]; packages: RefPackage[] };

/** Reads the reference data back (ids as stored), for the generator. Cities unknown to the seed's list are left out. */
export async function loadReference(db: Db | Tx): Promise<Reference> {
  const dataByName = new Map(CITIES.map((c) => [c.name, c]));
  const cityRows = await db.select().from(cities).orderBy(asc(cities.id));
  const localityRows = await db.select().from(localities).orderBy(asc(localities.id));
  const refCities: RefCity[] = [];
  for (const c of cityRows) {
    const data = dataByName.get(c.name);
    if (!data) continue;
    const locs = localityRows.filter((l) => l.cityId === c.id).map((l) => ({ id: l.id, name: l.name }));
    if (locs.length > 0) refCities.push({ id: c.id, name: c.name, uuid: c.uuid, tier: c.tier, data, localities: locs });
  }

  const productRows = await db.select().from(products).orderBy(asc(products.id));
  const productById = new Map<number, RefProduct>(
    productRows.map((p) => {
      const params = (JSON.parse(p.requiredActivationParameters) as { name: string }[]).map((x) => x.name);
      return [p.id, { id: p.id, name: p.name, productTypeId: p.productTypeId, isNpProduct: p.isNpProduct, requiredActivationParameters: p.requiredActivationParameters, params }];
    }),
  );
  const packageRows = await db.select().from(packages).where(eq(packages.active, true)).orderBy(asc(packages.id));
  const familyRows = await db.select().from(packageFamilies);
  const familyEventById = new Map(familyRows.map((f) => [f.id, f.familyEvent]));
  const mappingRows = await db.select().from(packageProductMappings).orderBy(asc(packageProductMappings.id));
  const refPackages: RefPackage[] = packageRows.map((p) => ({
    id: p.id,
    name: p.name,
    familyEvent: p.familyId === null ? null : (familyEventById.get(p.familyId) ?? null),
    ratePrice: Number(p.ratePrice),
    salesPrice: Number(p.salesPrice),
    validityDays: p.validityDays,
    quantity: p.quantity,
    clientTypeId: p.clientTypeId,
    npType: p.npType,
    products: mappingRows
      .filter((m) => m.packageId === p.id)
      .flatMap((m) => {
        const product = productById.get(m.productId);
        return product ? [{ product, activationParameters: m.activationParameters }] : [];
      }),
  }));
  return { cities: refCities, packages: refPackages.filter((p) => p.products.length > 0) };
}
