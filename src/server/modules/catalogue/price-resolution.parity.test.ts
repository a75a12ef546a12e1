// Issue 50: price resolution is defined once in domain/catalogue/price-resolution.ts; its SQL twin
// (price-resolution.sql.ts) answers the agent's package picker and the price a deal copies. On random prices (city,
// locality, region, tier, effective days, the time each was set, ties to the millisecond) both SQL forms pick, for
// every place and day, the row resolvePrice picks from the same rows.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resolvePrice, type PricePlace } from '../../../domain/catalogue/price-resolution';
import type { Database, Tx } from '../../db/client';
import { packagePrices, packages } from '../../db/schema/index';
import { describeOnBothBackends, openTestDatabase } from '../../testing/harness';
import { mulberry32 } from '../../shared/mulberry32';
import { resolvedPriceOfPackage } from './price-resolution.sql';
import { resolvedPricesAt } from './resolved-prices.service';

const DAYS = ['2026-05-09', '2026-05-10', '2026-05-11'] as const;
const SET_AT = ['2026-01-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.500Z'];
const pick = <T,>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

describeOnBothBackends('price resolution: domain and SQL agree', (backend) => {
  let database: Database;
  const ids: number[] = [];
  const places: PricePlace[] = [];
  for (const cityId of [1, 2]) for (const cityTier of [1, 2]) for (const localityId of [null, 10, 11]) for (const regionId of [null, 100, 101]) places.push({ cityId, cityTier, localityId, regionId });

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    const db = database.db;
    const rnd = mulberry32(20261207);
    const made = await db
      .insert(packages)
      .values(Array.from({ length: 60 }, (_, i) => ({ name: `Parity ${i}`, ratePrice: '100', salesPrice: '90', validityDays: 30, quantity: 1 })))
      .returning({ id: packages.id });
    ids.push(...made.map((p) => p.id));
    const rows = ids.flatMap((packageId) =>
      Array.from({ length: Math.floor(rnd() * 8) }, (_, k) => ({
        packageId,
        cityId: pick(rnd, [1, 1, 2]),
        localityId: pick(rnd, [null, null, 10, 11]),
        regionId: pick(rnd, [null, null, 100, 101]),
        tier: pick(rnd, [null, 1, 2]),
        ratePricePaise: 1000 + k,
        salesPricePaise: 900 + k,
        validityDays: 30,
        priceKey: `parity:${k}`,
        effectiveFrom: pick(rnd, [null, null, ...DAYS]),
        effectiveTo: pick(rnd, [null, null, ...DAYS]),
        updatedAt: new Date(pick(rnd, SET_AT)),
      })),
    );
    await db.insert(packagePrices).values(rows);
    // Two equally specific prices set within one millisecond (microseconds apart, the older row later): the domain
    // compares milliseconds, so the newer row wins there, and must in SQL too.
    const [tie] = await db
      .insert(packages)
      .values({ name: 'Parity tie', ratePrice: '100', salesPrice: '90', validityDays: 30, quantity: 1 })
      .returning({ id: packages.id });
    const [older, newer] = await db
      .insert(packagePrices)
      .values([0, 1].map((k) => ({ packageId: tie!.id, cityId: 1, tier: 1, ratePricePaise: 500 + k, salesPricePaise: 500 + k, validityDays: 30, priceKey: `tie:${k}` })))
      .returning({ id: packagePrices.id });
    await db.execute(sql`update package_prices set updated_at = '2026-04-01 10:00:00.123900+00' where id = ${older!.id}`);
    await db.execute(sql`update package_prices set updated_at = '2026-04-01 10:00:00.123100+00' where id = ${newer!.id}`);
    ids.push(tie!.id);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('picks the row resolvePrice picks, for every place and day', async () => {
    const db = database.db as unknown as Tx;
    const stored = await db.select().from(packagePrices).where(inArray(packagePrices.packageId, ids));
    let resolved = 0;
    for (const day of DAYS) {
      for (const place of places) {
        const expected = new Map<number, number>();
        for (const id of ids) {
          const best = resolvePrice(
            stored.filter((p) => p.packageId === id).map((p) => ({ ...p, setAt: p.updatedAt.toISOString() })),
            place,
            day,
          );
          if (best) expected.set(id, best.id);
        }
        resolved += expected.size;
        const distinctOn = await resolvedPricesAt(db, ids, place, day);
        expect(new Map([...distinctOn].map(([id, p]) => [id, p.priceId])), `${JSON.stringify(place)} on ${day}`).toEqual(expected);
        const perPackage = resolvedPriceOfPackage(db, { place, day });
        const lateral = await db.select({ id: packages.id, priceId: perPackage.priceId }).from(packages).leftJoinLateral(perPackage, sql`true`).where(inArray(packages.id, ids));
        expect(new Map(lateral.filter((r) => r.priceId !== null).map((r) => [r.id, r.priceId!])), `${JSON.stringify(place)} on ${day}`).toEqual(expected);
      }
    }
    // The random table reaches every kind of answer (not all "nothing applies").
    expect(resolved).toBeGreaterThan(500);
    const tie = await resolvedPricesAt(db, [ids.at(-1)!], { cityId: 1, cityTier: 1, localityId: null, regionId: null }, DAYS[1]);
    expect(tie.get(ids.at(-1)!)?.ratePrice).toBe(5.01);
  });
});
