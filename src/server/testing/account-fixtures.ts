import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { accounts, cities, contacts, legalEntities, milestones, opportunities, opportunityPackageMappings, payments, termsheets } from '../db/schema/index';

/**
 * Small inserts for the account-area server tests (not the demo seed). Each returns what a test needs.
 * Only test files import this.
 */

export async function insertCity(db: Db, name = `City ${randomUUID().slice(0, 6)}`): Promise<number> {
  const [row] = await db.insert(cities).values({ name, uuid: randomUUID(), stateName: 'State', tier: 1 }).returning({ id: cities.id });
  return row!.id;
}

export type AccountFixture = Partial<typeof accounts.$inferInsert> & { agentId: number | null };

export async function insertAccount(db: Db, values: AccountFixture): Promise<typeof accounts.$inferSelect> {
  const [row] = await db
    .insert(accounts)
    .values({ name: 'Test Account', clientTypeId: 2, domainId: 5, ...values })
    .returning();
  return row!;
}

export async function insertOpportunity(
  db: Db,
  values: Partial<typeof opportunities.$inferInsert> & { accountId: number },
): Promise<typeof opportunities.$inferSelect> {
  const [row] = await db
    .insert(opportunities)
    .values({ name: 'Test Opportunity', typeId: 1, domainId: 5, ...values })
    .returning();
  return row!;
}

/** A package mapping sold at salesPrice less discount per unit, times quantity. */
export async function insertPackageMapping(
  db: Db,
  values: { opportunityId: number; salesPrice: string; discount?: string; quantity?: number },
): Promise<number> {
  const [row] = await db
    .insert(opportunityPackageMappings)
    .values({ packageId: 1, ratePrice: values.salesPrice, validityDays: 30, ...values })
    .returning({ id: opportunityPackageMappings.id });
  return row!.id;
}

export async function insertLegalEntity(db: Db, accountId: number, legalName = 'Rao Estates'): Promise<number> {
  const [row] = await db.insert(legalEntities).values({ accountId, legalName }).returning({ id: legalEntities.id });
  return row!.id;
}

/** A termsheet with one milestone and payments of the given amounts and statuses. */
export async function insertPayments(
  db: Db,
  opportunityId: number,
  accountId: number,
  list: { amount: string; statusId: number }[],
): Promise<{ termsheetId: number; milestoneId: number; paymentIds: number[] }> {
  const legalEntityId = await insertLegalEntity(db, accountId);
  const [termsheet] = await db.insert(termsheets).values({ opportunityId, accountLegalEntityId: legalEntityId }).returning({ id: termsheets.id });
  const [milestone] = await db
    .insert(milestones)
    .values({ termsheetId: termsheet!.id, name: 'Advance', amount: '100000', startDate: '2025-01-01' })
    .returning({ id: milestones.id });
  const paymentIds: number[] = [];
  for (const p of list) {
    const [payment] = await db
      .insert(payments)
      .values({ milestoneId: milestone!.id, amount: p.amount, statusId: p.statusId, modeOfPaymentId: 1, pinCode: '560001' })
      .returning({ id: payments.id });
    paymentIds.push(payment!.id);
  }
  return { termsheetId: termsheet!.id, milestoneId: milestone!.id, paymentIds };
}

export async function insertContact(
  db: Db,
  values: Partial<typeof contacts.$inferInsert> & { accountId: number },
): Promise<typeof contacts.$inferSelect> {
  const [row] = await db
    .insert(contacts)
    .values({ name: 'Asha Rao', phone: '9876543210', contactTypeId: 1, ...values })
    .returning();
  return row!;
}
