// A small catalogue and the users who keep or read it, for the catalogue server tests. Only test files import this.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { sql } from 'drizzle-orm';
import { cities, localities, packageFamilies, packageProductMappings, packages, products, regions } from '../db/schema/index';
import { createUser, loginAs } from './fixtures';
import type { TestServer } from './harness';

export async function catalogueCast(server: TestServer) {
  const db = server.database.db;
  const ids = {
    admin: await createUser(db, { username: 'admin', roles: ['HOUSING_SALES_MANAGER', 'ADMIN'] }),
    lookupAdmin: await createUser(db, { username: 'lookup-admin', roles: ['HOUSING_SALES_AGENT', 'LOOKUP_ADMIN'] }),
    customPackage: await createUser(db, { username: 'custom-package', roles: ['HOUSING_SALES_AGENT', 'CUSTOM_PACKAGE'] }),
    agent: await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'] }),
    manager: await createUser(db, { username: 'manager', roles: ['HOUSING_SALES_MANAGER'] }),
    content: await createUser(db, { username: 'content', roles: ['HOUSING_CONTENT'] }),
    finance: await createUser(db, { username: 'finance', roles: ['FINANCE'] }),
    rcm: await createUser(db, { username: 'rcm', roles: ['RCM_USER'] }),
    ticketing: await createUser(db, { username: 'ticketing', roles: ['TICKETING'] }),
  };
  const cookies = {} as Record<keyof typeof ids, string>;
  const usernames: Record<keyof typeof ids, string> = {
    admin: 'admin',
    lookupAdmin: 'lookup-admin',
    customPackage: 'custom-package',
    agent: 'agent',
    manager: 'manager',
    content: 'content',
    finance: 'finance',
    rcm: 'rcm',
    ticketing: 'ticketing',
  };
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) cookies[key] = await loginAs(server.app, usernames[key]);
  return { ids, cookies };
}

export type CatalogueWorld = {
  cityId: number;
  cityUuid: string;
  hyderabadId: number;
  delhiId: number;
  localityId: number;
  dwarkaId: number;
  rohiniId: number;
  familyId: number;
  winterFamilyId: number;
  packageId: number;
  package110Id: number;
  winterPackageId: number;
  winterTrialPackageId: number;
  productId: number;
  npProductId: number;
  mappingId: number;
};

const PRICING = JSON.stringify([
  { name: 'cityTier', type: 'select', allowedValues: [1, 2, 3] },
  { name: 'localityName', type: 'text', allowedValues: [] },
]);

/** Cities (Pune, Hyderabad, Delhi), a family with a package and a mapping, package 110, and a Winter Bonanza package. */
export async function insertCatalogue(db: Db): Promise<CatalogueWorld> {
  const city = async (name: string, tier: number) => {
    const uuid = randomUUID();
    const [row] = await db.insert(cities).values({ name, uuid, stateName: 'State', tier }).returning({ id: cities.id });
    return { id: row!.id, uuid };
  };
  const locality = async (cityId: number, name: string) => (await db.insert(localities).values({ cityId, name, uuid: randomUUID() }).returning({ id: localities.id }))[0]!.id;
  const pune = await city('Pune', 1);
  const hyderabad = await city('Hyderabad', 1);
  const delhi = await city('Delhi', 1);
  const baner = await locality(pune.id, 'Baner');
  const dwarka = await locality(delhi.id, 'Dwarka');
  const rohini = await locality(delhi.id, 'Rohini');
  const [family] = await db.insert(packageFamilies).values({ name: 'Broker Subscriptions', familyEvent: 'broker_subscription' }).returning({ id: packageFamilies.id });
  const [winter] = await db.insert(packageFamilies).values({ name: 'Winter Bonanza', familyEvent: 'winter_bonanza' }).returning({ id: packageFamilies.id });
  const pkg = async (values: Partial<typeof packages.$inferInsert> & { name: string; familyId: number }) =>
    (
      await db
        .insert(packages)
        .values({ ratePrice: '24000.00', salesPrice: '21600.00', validityDays: 90, quantity: 20, requiredPricingParameters: PRICING, ...values })
        .returning({ id: packages.id })
    )[0]!.id;
  const [product] = await db.insert(products).values({ name: 'Featured Listing', productTypeId: 7, requiredActivationParameters: JSON.stringify([{ name: 'quantity', type: 'number', allowedValues: [] }]) }).returning({ id: products.id });
  const [npProduct] = await db.insert(products).values({ name: 'New Project Pinning', productTypeId: 7, isNpProduct: true }).returning({ id: products.id });
  const packageId = await pkg({ name: 'Broker Prime Basic', familyId: family!.id });
  await db.insert(packages).values({ id: 110, familyId: family!.id, name: 'Broker Annual Value Pack', ratePrice: '180000.00', salesPrice: '162000.00', validityDays: 180, requiredPricingParameters: PRICING }).onConflictDoNothing();
  const winterPackageId = await pkg({ name: 'Winter Bonanza Value Pack', familyId: winter!.id, validityDays: 120 });
  const winterTrialPackageId = await pkg({ name: 'Winter Bonanza Trial', familyId: winter!.id, validityDays: 15 });
  const [mapping] = await db.insert(packageProductMappings).values({ packageId, productId: product!.id, activationParameters: JSON.stringify({ quantity: 20, promotedDays: 90 }) }).returning({ id: packageProductMappings.id });
  return {
    cityId: pune.id,
    cityUuid: pune.uuid,
    hyderabadId: hyderabad.id,
    delhiId: delhi.id,
    localityId: baner,
    dwarkaId: dwarka,
    rohiniId: rohini,
    familyId: family!.id,
    winterFamilyId: winter!.id,
    packageId,
    package110Id: 110,
    winterPackageId,
    winterTrialPackageId,
    productId: product!.id,
    npProductId: npProduct!.id,
    mappingId: mapping!.id,
  };
}

/**
 * Regions of a city with these ids (spec 001 §9 names region ids 1, 2, 4, 11, 12), then the id sequence moved past
 * the largest id in use, so regions added later get fresh ids.
 */
export async function insertRegions(db: Db, cityId: number, ids: readonly number[]): Promise<void> {
  await db.insert(regions).values(ids.map((id) => ({ id, cityId, name: `Region ${id}` })));
  await db.execute(sql`select setval(pg_get_serial_sequence('regions', 'id'), greatest((select max(id) from regions), 100))`);
}

/** A multipart body with one file (what a browser's FormData sends). */
export function multipartFile(content: string | Buffer, filename = 'prices.csv', type = 'text/csv') {
  const boundary = '----catalogue-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, typeof content === 'string' ? Buffer.from(content) : content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
