// Small inserts and a cast of users for the opportunity and approval server tests (not the demo seed).
// Only test files import this.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import {
  accounts,
  cities,
  contacts,
  localities,
  opportunities,
  opportunityPackageMappings,
  opportunityProductMappings,
  packageProductMappings,
  packages,
  products,
  projects,
} from '../db/schema/index';
import type { AppInstance } from '../http';
import { createUser, loginAs } from './fixtures';
import type { TestServer } from './harness';

export type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

/** `call(cookie, 'PUT', '/api/...', body)` → the inject response. */
export function caller(app: () => AppInstance) {
  return (cookie: string, method: Method, url: string, payload?: unknown) =>
    app().inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

/**
 * A team: leader (designation 32, TL) with agents `agent` and `peer`; `outsider` in no team; a sales manager
 * (whole brand); `rcm` (read-only); `finance` (reads the brand, may not sell); `ch1`/`ch2` city heads
 * (designation 37, the discount reviewers) and `nsh` (designation 40, the approving authority), all managers.
 */
export async function createCast(server: TestServer) {
  const db = server.database.db;
  const leader = await createUser(db, { username: 'leader', roles: ['HOUSING_SALES_AGENT'], designationId: 32 });
  const agent = await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'], parentId: leader });
  const peer = await createUser(db, { username: 'peer', roles: ['HOUSING_SALES_AGENT'], parentId: leader });
  const outsider = await createUser(db, { username: 'outsider', roles: ['HOUSING_SALES_AGENT'] });
  const manager = await createUser(db, { username: 'manager', roles: ['HOUSING_SALES_MANAGER'] });
  const rcm = await createUser(db, { username: 'rcm', roles: ['RCM_USER'] });
  const finance = await createUser(db, { username: 'finance', roles: ['FINANCE'] });
  const ch1 = await createUser(db, { username: 'ch1', roles: ['HOUSING_SALES_MANAGER'], designationId: 37 });
  const ch2 = await createUser(db, { username: 'ch2', roles: ['HOUSING_SALES_MANAGER'], designationId: 37 });
  const nsh = await createUser(db, { username: 'nsh', roles: ['HOUSING_SALES_MANAGER'], designationId: 40 });
  const ids = { leader, agent, peer, outsider, manager, rcm, finance, ch1, ch2, nsh };
  const cookies = {} as Record<keyof typeof ids, string>;
  for (const name of Object.keys(ids) as (keyof typeof ids)[]) cookies[name] = await loginAs(server.app, name);
  return { ids, cookies };
}

export async function insertCity(db: Db, name = `City ${randomUUID().slice(0, 6)}`): Promise<number> {
  const [row] = await db.insert(cities).values({ name, uuid: randomUUID(), stateName: 'State', tier: 1 }).returning({ id: cities.id });
  return row!.id;
}

export async function insertLocality(db: Db, cityId: number, name = 'Baner'): Promise<number> {
  const [row] = await db.insert(localities).values({ cityId, name, uuid: randomUUID() }).returning({ id: localities.id });
  return row!.id;
}

export async function insertAccount(db: Db, values: Partial<typeof accounts.$inferInsert> & { agentId: number | null }) {
  const [row] = await db
    .insert(accounts)
    .values({ name: 'Rao Estates', clientTypeId: 2, domainId: 5, ...values })
    .returning();
  return row!;
}

export async function insertOpportunity(db: Db, values: Partial<typeof opportunities.$inferInsert> & { accountId: number }) {
  const [row] = await db
    .insert(opportunities)
    .values({ name: 'Deal', typeId: 1, domainId: 5, ...values })
    .returning();
  return row!;
}

/** A product with required activation parameters (names). */
export async function insertProduct(db: Db, name: string, required: string[] = []): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({ name, productTypeId: 10, requiredActivationParameters: JSON.stringify(required) })
    .returning({ id: products.id });
  return row!.id;
}

/** An active package with the given products (activation parameters per product as objects). */
export async function insertPackage(
  db: Db,
  values: Partial<typeof packages.$inferInsert> & { products?: { productId: number; activationParameters?: object }[] } = {},
): Promise<number> {
  const { products: productList = [], ...rest } = values;
  const [row] = await db
    .insert(packages)
    .values({ name: 'Premium', ratePrice: '12000', salesPrice: '10000', validityDays: 90, quantity: 2, ...rest })
    .returning({ id: packages.id });
  for (const p of productList) {
    await db
      .insert(packageProductMappings)
      .values({ packageId: row!.id, productId: p.productId, activationParameters: JSON.stringify(p.activationParameters ?? {}) });
  }
  return row!.id;
}

export async function insertPackageMapping(
  db: Db,
  values: Partial<typeof opportunityPackageMappings.$inferInsert> & { opportunityId: number; packageId: number },
): Promise<number> {
  const [row] = await db
    .insert(opportunityPackageMappings)
    .values({ ratePrice: '1000', salesPrice: '1000', validityDays: 30, ...values })
    .returning({ id: opportunityPackageMappings.id });
  return row!.id;
}

export async function insertProductMapping(
  db: Db,
  values: Partial<typeof opportunityProductMappings.$inferInsert> & { opportunityPackageMappingId: number; productId: number },
): Promise<number> {
  const [row] = await db.insert(opportunityProductMappings).values(values).returning({ id: opportunityProductMappings.id });
  return row!.id;
}

export async function insertProject(db: Db, name: string, cityId: number | null = null): Promise<number> {
  const [row] = await db.insert(projects).values({ name, cityId }).returning({ id: projects.id });
  return row!.id;
}

export async function insertContact(db: Db, values: Partial<typeof contacts.$inferInsert> & { accountId: number }) {
  const [row] = await db
    .insert(contacts)
    .values({ name: 'Asha Rao', contactTypeId: 1, ...values })
    .returning();
  return row!;
}

/**
 * A sold package of the product on the opportunity (issue 50: a slot needs one): the product (by its fixed id) when
 * missing, a package holding it and the opportunity's mapping of that package. Returns the mapping id.
 */
export async function insertSoldProduct(db: Db, opportunityId: number, productId: number, values: { salesPrice?: string; quantity?: number } = {}): Promise<number> {
  await db.insert(products).values({ id: productId, name: `Product ${productId}`, productTypeId: 5 }).onConflictDoNothing();
  const packageId = await insertPackage(db, { name: `Package of ${productId}`, products: [{ productId }] });
  return insertPackageMapping(db, { opportunityId, packageId, salesPrice: values.salesPrice ?? '1000', quantity: values.quantity ?? 1 });
}

/** Polygons with the given uuids (localities of one new city), so slots may name them. Returns the city id. */
export async function insertPolygons(db: Db, uuids: readonly string[]): Promise<number> {
  const cityId = await insertCity(db);
  for (const uuid of uuids) await db.insert(localities).values({ cityId, name: `Locality ${uuid}`, uuid }).onConflictDoNothing();
  return cityId;
}
