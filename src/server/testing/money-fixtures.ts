// Small fixture inserts for the termsheet, milestone and payment tests (not the demo seed).
import type { Db } from '../db/client';
import {
  accounts,
  addresses,
  contacts,
  legalEntities,
  milestones,
  opportunities,
  opportunityPackageMappings,
  opportunityProductMappings,
  packages,
  payments,
  products,
  termsheetPackageMappings,
  termsheets,
} from '../db/schema/index';
import { createUser, loginAs } from './fixtures';
import type { AppInstance } from '../http';

export type Deal = {
  accountId: number;
  legalEntityId: number;
  contactId: number;
  opportunityId: number;
  packageMappingId: number;
  productMappingId: number;
};

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('fixture insert returned nothing');
  return row;
}

/** An account of the agent with a legal entity (billing address only), a contact and an opportunity with one package. */
export async function createDeal(
  db: Db,
  opts: { agentId: number; accountStatusId?: number; opportunityStatusId?: number; kind?: string; domainId?: number },
): Promise<Deal> {
  const domainId = opts.domainId ?? 5;
  const account = one(
    await db
      .insert(accounts)
      .values({ name: 'Skyline Builders', clientTypeId: 1, agentId: opts.agentId, domainId, statusId: opts.accountStatusId ?? 1, housingProfileId: 'hp-42' })
      .returning(),
  );
  const billing = one(await db.insert(addresses).values({ address: '12 MG Road, Bengaluru', pincode: '560001' }).returning());
  const legalEntity = one(
    await db.insert(legalEntities).values({ accountId: account.id, legalName: 'Skyline Builders Pvt Ltd', billingAddressId: billing.id }).returning(),
  );
  const contact = one(await db.insert(contacts).values({ accountId: account.id, name: 'Asha', phone: '9876543210', contactTypeId: 1 }).returning());
  const opportunity = one(
    await db
      .insert(opportunities)
      .values({
        name: 'Q1 listings',
        typeId: 1,
        kind: opts.kind ?? 'general',
        accountId: account.id,
        ownerId: opts.agentId,
        statusId: opts.opportunityStatusId ?? 1,
        domainId,
      })
      .returning(),
  );
  const pkg = one(await db.insert(packages).values({ name: 'Premium', ratePrice: '50000', salesPrice: '45000', validityDays: 90 }).returning());
  const product = one(await db.insert(products).values({ name: 'Pro Listing', productTypeId: 7 }).returning());
  const packageMapping = one(
    await db
      .insert(opportunityPackageMappings)
      .values({ opportunityId: opportunity.id, packageId: pkg.id, ratePrice: '50000', salesPrice: '45000', validityDays: 90 })
      .returning(),
  );
  const productMapping = one(
    await db
      .insert(opportunityProductMappings)
      .values({
        opportunityPackageMappingId: packageMapping.id,
        productId: product.id,
        activationParameters: '{"listings":5}',
        requiredActivationParameters: '["listings"]',
      })
      .returning(),
  );
  return {
    accountId: account.id,
    legalEntityId: legalEntity.id,
    contactId: contact.id,
    opportunityId: opportunity.id,
    packageMappingId: packageMapping.id,
    productMappingId: productMapping.id,
  };
}

export async function insertTermsheet(db: Db, deal: Deal, statusId = 1): Promise<number> {
  const row = one(
    await db
      .insert(termsheets)
      .values({ opportunityId: deal.opportunityId, accountLegalEntityId: deal.legalEntityId, contactId: deal.contactId, statusId })
      .returning({ id: termsheets.id }),
  );
  await db.insert(termsheetPackageMappings).values({ termsheetId: row.id, opportunityPackageMappingId: deal.packageMappingId });
  return row.id;
}

export async function insertMilestone(
  db: Db,
  termsheetId: number,
  values: { amount: string; gst: string; legalEntityId?: number; name?: string },
): Promise<number> {
  const row = one(
    await db
      .insert(milestones)
      .values({
        termsheetId,
        name: values.name ?? 'Advance',
        amount: values.amount,
        gst: values.gst,
        startDate: '2025-04-01',
        accountLegalEntityId: values.legalEntityId ?? null,
      })
      .returning({ id: milestones.id }),
  );
  return row.id;
}

export async function insertPayment(db: Db, milestoneId: number, amount: string, statusId: number): Promise<number> {
  const row = one(
    await db
      .insert(payments)
      .values({ milestoneId, amount, statusId, modeOfPaymentId: 1, pinCode: '560001' })
      .returning({ id: payments.id }),
  );
  return row.id;
}

/** The staff every money test needs: two unrelated agents, a read-only RCM user and a content user (reads, never sells). */
export async function createStaff(app: AppInstance, db: Db, prefix: string) {
  const agentId = await createUser(db, { username: `${prefix}-agent`, roles: ['HOUSING_SALES_AGENT'] });
  const otherAgentId = await createUser(db, { username: `${prefix}-other`, roles: ['HOUSING_SALES_AGENT'] });
  await createUser(db, { username: `${prefix}-rcm`, roles: ['RCM_USER'] });
  await createUser(db, { username: `${prefix}-content`, roles: ['HOUSING_CONTENT'] });
  return {
    agentId,
    otherAgentId,
    agent: await loginAs(app, `${prefix}-agent`),
    other: await loginAs(app, `${prefix}-other`),
    rcm: await loginAs(app, `${prefix}-rcm`),
    content: await loginAs(app, `${prefix}-content`),
  };
}
