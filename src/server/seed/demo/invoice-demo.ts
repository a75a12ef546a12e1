import { asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  accounts,
  addresses,
  cities,
  contacts,
  legalEntities,
  milestones,
  opportunities,
  opportunityPackageMappings,
  packages,
  payments,
  termsheetPackageMappings,
  termsheets,
  users,
} from '../../db/schema/index';
import { TERMSHEET_ACCEPTANCE_STATUSES, TERMSHEET_STATUSES } from '../../../domain/termsheets/statuses';
import { PAYMENT_MODES } from '../../shared/payment-modes';

/** The demo's invoice-ready deal, found by name (browser tests and the README point at it). */
export const INVOICE_DEMO = {
  accountName: 'Sharma Realty',
  legalName: 'Sharma Realty Pvt Ltd',
  gstin: '29AAKCS1234M1ZZ',
  opportunityName: 'GST demo annual listings',
  contactEmail: 'rohan.sharma@example.com',
} as const;

function first<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`invoice demo: no ${what}`);
  return row;
}

/**
 * An approved termsheet of the demo agent that a tax invoice can be generated for: a GST-registered legal entity
 * in Karnataka (29; the Housing supplier is in Maharashtra, so IGST), billing address in Bengaluru, a contact with
 * an e-mail address, one package (2 × ₹55,000 less ₹5,000 discount each: ₹1,00,000 taxable) and a paid milestone.
 */
export async function seedInvoiceDemo(tx: Tx, now: Date): Promise<void> {
  // Explicit times (the seed's day), so two databases seeded for the same day hold the same rows.
  const at = { createdAt: now, updatedAt: now };
  const agent = first(await tx.select({ id: users.id }).from(users).where(eq(users.username, 'agent')), 'agent');
  const city = first(await tx.select({ id: cities.id }).from(cities).where(eq(cities.stateName, 'Karnataka')).orderBy(asc(cities.id)).limit(1), 'Karnataka city');
  const pkg = first(await tx.select({ id: packages.id }).from(packages).where(gt(packages.salesPrice, '0')).orderBy(asc(packages.id)).limit(1), 'package');
  const account = first(
    await tx
      .insert(accounts)
      .values({ name: INVOICE_DEMO.accountName, clientTypeId: 2, agentId: agent.id, domainId: 5, statusId: 1, housingProfileId: 'hp-gst-demo', cityId: city.id, ...at })
      .returning({ id: accounts.id }),
    'account',
  );
  const billing = first(await tx.insert(addresses).values({ address: '14 Residency Road', cityId: city.id, pincode: '560025', ...at }).returning({ id: addresses.id }), 'address');
  const entity = first(
    await tx
      .insert(legalEntities)
      .values({ accountId: account.id, legalName: INVOICE_DEMO.legalName, pan: 'AAKCS1234M', gst: INVOICE_DEMO.gstin, billingAddressId: billing.id, ...at })
      .returning({ id: legalEntities.id }),
    'legal entity',
  );
  const contact = first(
    await tx
      .insert(contacts)
      .values({ accountId: account.id, name: 'Rohan Sharma', email: INVOICE_DEMO.contactEmail, phone: '9845012345', contactTypeId: 1, isVerified: true, ...at })
      .returning({ id: contacts.id }),
    'contact',
  );
  const opportunity = first(
    await tx
      .insert(opportunities)
      .values({ name: INVOICE_DEMO.opportunityName, typeId: 1, kind: 'general', accountId: account.id, ownerId: agent.id, statusId: 2, domainId: 5, cityId: city.id, ...at })
      .returning({ id: opportunities.id }),
    'opportunity',
  );
  const mapping = first(
    await tx
      .insert(opportunityPackageMappings)
      .values({ opportunityId: opportunity.id, packageId: pkg.id, ratePrice: '60000.00', salesPrice: '55000.00', discount: '5000.00', quantity: 2, validityDays: 180, cityId: city.id, discountApproved: 'Approved', ...at })
      .returning({ id: opportunityPackageMappings.id }),
    'package mapping',
  );
  const termsheet = first(
    await tx
      .insert(termsheets)
      .values({
        opportunityId: opportunity.id,
        accountLegalEntityId: entity.id,
        contactId: contact.id,
        statusId: TERMSHEET_STATUSES.APPROVED,
        acceptanceStatusId: TERMSHEET_ACCEPTANCE_STATUSES.ACCEPTED,
        createdById: agent.id,
        sentToRcmAt: now,
        ...at,
      })
      .returning({ id: termsheets.id }),
    'termsheet',
  );
  await tx.insert(termsheetPackageMappings).values({ termsheetId: termsheet.id, opportunityPackageMappingId: mapping.id });
  const milestone = first(
    await tx
      .insert(milestones)
      .values({ termsheetId: termsheet.id, name: 'Full payment', amount: '100000.00', gst: '18000.00', startDate: now.toISOString().slice(0, 10), accountLegalEntityId: entity.id, paymentAdded: true, ...at })
      .returning({ id: milestones.id }),
    'milestone',
  );
  await tx.insert(payments).values({
    milestoneId: milestone.id,
    amount: '100000.00',
    modeOfPaymentId: PAYMENT_MODES.NEFT_RTGS,
    statusId: 6,
    pinCode: '560025',
    referenceNumber: 'HDFCR520261124000001',
    paymentDate: now.toISOString().slice(0, 10),
    sendToRcm: true,
    createdById: agent.id,
    ...at,
  });
}
