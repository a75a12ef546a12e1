// Fixtures for the invoice and termsheet-lifecycle tests: a deal whose legal entity is GST-registered (or not),
// an approved termsheet on it, and the finance staff.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addresses, cities, contacts, legalEntities, milestones, opportunityPackageMappings } from '../db/schema/index';
import { createDeal, insertMilestone, insertTermsheet, type Deal } from './money-fixtures';

export type GstDeal = Deal & { termsheetId: number };

/** A deal with the legal entity's GSTIN (or unregistered with a billing city), one package at 45,000 less 5,000.55 discount. */
export async function createGstDeal(
  db: Db,
  opts: {
    agentId: number;
    gstin?: string | null;
    unregistered?: boolean;
    billingState?: string | null;
    termsheetStatusId?: number;
    contactEmail?: string | null;
    /** Adds a milestone (10,000 + 1,800 GST) carrying this digislate amount, for the digislate invoice. */
    digislateAmount?: string;
  },
): Promise<GstDeal> {
  const deal = await createDeal(db, { agentId: opts.agentId });
  await db.update(opportunityPackageMappings).set({ discount: '5000.55' }).where(eq(opportunityPackageMappings.id, deal.packageMappingId));
  await db
    .update(legalEntities)
    .set({ gst: opts.gstin === undefined ? '29ABCDE1234F1ZW' : opts.gstin, unregisteredCustomer: opts.unregistered ?? false })
    .where(eq(legalEntities.id, deal.legalEntityId));
  if (opts.billingState) {
    const [city] = await db
      .insert(cities)
      .values({ name: `City ${deal.accountId}`, uuid: `city-${deal.accountId}-${Date.now()}`, stateName: opts.billingState, tier: 1 })
      .returning({ id: cities.id });
    const [entity] = await db.select().from(legalEntities).where(eq(legalEntities.id, deal.legalEntityId));
    if (city && entity?.billingAddressId) await db.update(addresses).set({ cityId: city.id }).where(eq(addresses.id, entity.billingAddressId));
  }
  if (opts.contactEmail !== null) await db.update(contacts).set({ email: opts.contactEmail ?? 'asha@example.test' }).where(eq(contacts.id, deal.contactId));
  const termsheetId = await insertTermsheet(db, deal, opts.termsheetStatusId ?? 3);
  if (opts.digislateAmount) {
    const milestoneId = await insertMilestone(db, termsheetId, { amount: '10000', gst: '1800', name: 'Launch' });
    await db.update(milestones).set({ digislateAmount: opts.digislateAmount }).where(eq(milestones.id, milestoneId));
  }
  return { ...deal, termsheetId };
}

export async function invoiceCount(db: Db): Promise<number> {
  const rows = (await db.execute(sql`select count(*)::int as n from invoices`)) as unknown as { rows: { n: number }[] };
  return Number(rows.rows[0]?.n ?? 0);
}
