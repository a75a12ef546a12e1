import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  agentLocalityMappings,
  cities,
  localities,
  localityRegionMappings,
  monetizableCities,
  ownerSalesOffers,
  ownerSalesSettings,
  packageContents,
  packages,
  regions,
  salesMonthClosures,
  users,
} from '../../db/schema/index';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { closureWindow, shiftMonth } from '../../../domain/sales-closure/sales-month';

/**
 * Demo rows of the regions half of issue 11: regions with localities, monetizable cities, closure dates of the
 * past months, owner sales offers and some package content. Each part only when its table is empty, so an
 * admin's edits are never overwritten. Agents' localities need the demo users (seedAgentLocalities).
 */
const REGION_PLAN: Record<string, { name: string; share: number }[]> = {
  Mumbai: [
    { name: 'Western Suburbs', share: 0.5 },
    { name: 'Central Mumbai', share: 0.3 },
  ],
  Pune: [
    { name: 'West Pune', share: 0.5 },
    { name: 'East Pune', share: 0.3 },
  ],
  Bengaluru: [
    { name: 'East Bengaluru', share: 0.5 },
    { name: 'South Bengaluru', share: 0.3 },
  ],
  Delhi: [{ name: 'South West Delhi', share: 0.5 }],
};

const isEmpty = async (tx: Tx, table: typeof regions | typeof monetizableCities | typeof salesMonthClosures | typeof ownerSalesOffers | typeof packageContents) =>
  Number((await tx.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

export async function seedAdminConfig(tx: Tx, now: Date = new Date()): Promise<void> {
  const cityRows = await tx.select().from(cities).orderBy(asc(cities.id));
  if (cityRows.length === 0) return;
  const byName = new Map(cityRows.map((c) => [c.name, c]));

  if (await isEmpty(tx, regions)) {
    for (const [cityName, plan] of Object.entries(REGION_PLAN)) {
      const city = byName.get(cityName);
      if (!city) continue;
      const cityLocalities = await tx.select({ id: localities.id }).from(localities).where(eq(localities.cityId, city.id)).orderBy(asc(localities.id));
      let next = 0;
      for (const { name, share } of plan) {
        const [region] = await tx.insert(regions).values({ cityId: city.id, name }).returning({ id: regions.id });
        const take = cityLocalities.slice(next, next + Math.floor(cityLocalities.length * share));
        next += take.length;
        if (region && take.length > 0) await tx.insert(localityRegionMappings).values(take.map((l) => ({ regionId: region.id, localityId: l.id })));
      }
    }
  }

  if (await isEmpty(tx, monetizableCities)) {
    // The first twenty cities sell; the rest are there to be added.
    await tx.insert(monetizableCities).values(cityRows.slice(0, 20).map((c) => ({ cityId: c.id })));
  }

  if (await isEmpty(tx, salesMonthClosures)) {
    // The last six months closed on the 3rd of the next month (the current month is left open to set).
    const today = istDateOf(now);
    const current = { year: Number(today.slice(0, 4)), monthNumber: Number(today.slice(5, 7)) };
    const rows = [];
    for (let back = 6; back >= 1; back--) {
      const month = shiftMonth(current, -back);
      const closureDate = `${closureWindow(month).to.slice(0, 8)}03`;
      rows.push({ year: month.year, monthNumber: month.monthNumber, closureDate });
    }
    await tx.insert(salesMonthClosures).values(rows);
  }

  const demoPackages = await tx.select({ id: packages.id, name: packages.name }).from(packages).where(inArray(packages.id, [1, 2, 5, 9]));
  const has = (id: number) => demoPackages.some((p) => p.id === id);

  if ((await isEmpty(tx, ownerSalesOffers)) && has(1) && has(5) && has(9)) {
    await tx.insert(ownerSalesSettings).values({ id: 1, prioritisedPull: true }).onConflictDoNothing();
    const offers = ['Mumbai', 'Pune', 'Bengaluru']
      .map((name) => byName.get(name))
      .filter((c) => c !== undefined)
      .flatMap((c) => [
        { cityId: c.id, audience: 'OWNER', listingType: 'BUY', packageId: 1 },
        { cityId: c.id, audience: 'OWNER', listingType: 'RENT', packageId: 5 },
        { cityId: c.id, audience: 'TENANT', listingType: 'RENT', packageId: 9 },
      ]);
    if (offers.length > 0) await tx.insert(ownerSalesOffers).values(offers);
  }

  if ((await isEmpty(tx, packageContents)) && has(1) && has(2)) {
    await tx.insert(packageContents).values([
      {
        packageId: 1,
        title: 'Sell your home faster',
        description: 'Your property listed for 30 days with a verified tag.',
        highlights: JSON.stringify(['Verified tag', 'Listed for 30 days']),
        imageUrl: null,
      },
      {
        packageId: 2,
        title: 'Premium visibility for sellers',
        description: 'Top placement in search and a relationship manager on call.',
        highlights: JSON.stringify(['Top of search', 'Relationship manager', '60 days']),
        imageUrl: null,
      },
    ]);
  }
}

/** The demo agent serves a few localities of their first city (after the demo users exist). */
export async function seedAgentLocalities(tx: Tx): Promise<void> {
  if (Number((await tx.select({ n: count() }).from(agentLocalityMappings))[0]?.n ?? 0) > 0) return;
  const [agent] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'agent'));
  const [mumbai] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Mumbai'));
  if (!agent || !mumbai) return;
  const some = await tx.select({ id: localities.id }).from(localities).where(eq(localities.cityId, mumbai.id)).orderBy(asc(localities.id)).limit(3);
  if (some.length > 0) await tx.insert(agentLocalityMappings).values(some.map((l) => ({ agentId: agent.id, localityId: l.id })));
}
