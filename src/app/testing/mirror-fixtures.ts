import { openMirror, type MirrorDb } from '../lib/offline/device/db';
import { ensureMeta, updateMeta } from '../lib/offline/device/meta';
import type { AccountRow, ContactRow, LegalEntityRow, MilestoneRow, OpportunityRow, TermsheetRow } from '../lib/offline/device/mirror-rows';
import '../offline-commands'; // the areas' command kinds, as main.tsx provides them

const at = '2025-04-01T10:00:00.000Z';

/** An account row as the mirror holds it (agent 7's), with the fields a test names. */
export function mirrorAccount(accountId: number, name: string, housingProfileId: string | null = null): AccountRow {
  return {
    accountId,
    name,
    clientTypeId: 1,
    housingProfileId,
    cityId: null,
    cityName: null,
    agentId: 7,
    agentName: 'Agent Seven',
    clientStatusId: 1,
    statusId: 1,
    pan: null,
    gstin: null,
    address: null,
    dndMarked: false,
    lookupAccountId: null,
    accountWalletAmount: 0,
    mergedIntoId: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
}

/** A small book written straight into a mirror (for tests of the outbox that need no server). */
export async function writeBook(db: MirrorDb): Promise<{ accountId: number; opportunityId: number; termsheetId: number; milestoneId: number; contactId: number }> {
  const account = mirrorAccount(101, 'Skyline Builders', 'hp-42');
  const legalEntity: LegalEntityRow = {
    id: 201,
    accountId: 101,
    legalName: 'Skyline Builders Pvt Ltd',
    pan: null,
    tan: null,
    gst: null,
    unregisteredCustomer: false,
    cinNumber: null,
    reraId: null,
    aadharNumber: null,
    active: true,
    billingAddress: null,
    shippingAddress: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
  const opportunity: OpportunityRow = {
    id: 301,
    name: 'Q1 listings',
    typeId: 1,
    kind: 'NEW',
    accountId: 101,
    cityId: null,
    statusId: 1,
    brokerStage: null,
    ownerId: 7,
    ownerName: 'Agent Seven',
    account: { housingProfileId: 'hp-42', name: 'Skyline Builders', statusId: 1, clientTypeId: 1 },
    dealValue: 45000,
    collectedAmount: 0,
    pendingCollectionAmount: 53100, // 45000 + 18% GST (the ledger)
    parentOpportunityId: null,
    childOpportunityId: null,
    lostReason: null,
    lostAt: null,
    renewalDueOn: null,
    rowClass: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
    opportunityPackageMappingDetails: [],
  };
  const termsheet: TermsheetRow = {
    id: 401,
    opportunityId: 301,
    accountId: 101,
    accountLegalEntityId: 201,
    contactId: null,
    statusId: 1,
    acceptanceStatusId: null,
    createdById: 7,
    termsheetOpportunityPackageMappingDetails: [],
    productTypes: [],
    sentToRcm: false,
    sharedAt: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
  const milestone: MilestoneRow = {
    id: 501,
    termsheetId: 401,
    opportunityId: 301,
    accountId: 101,
    name: 'Advance',
    amount: 10000,
    digislateAmount: null,
    gst: 1800,
    startDate: '2025-04-01',
    action: null,
    active: true,
    accountLegalEntityDetail: { id: 201, legalName: 'Skyline Builders Pvt Ltd' },
    paymentAdded: false,
    approvedPaymentAmount: 2000,
    pendingPaymentAmount: 0,
    dueAmount: 9800,
    refundDetails: [],
    clientId: null,
    version: 3,
    createdAt: at,
    updatedAt: at,
  };
  const contact: ContactRow = {
    id: 601,
    accountId: 101,
    opportunityId: null,
    name: 'Asha',
    email: 'asha@example.test',
    phone: '9876543210',
    contactTypeId: 1,
    pocType: null,
    isVerified: true,
    active: true,
    clientId: null,
    version: 2,
    createdAt: at,
    updatedAt: at,
  };
  await db.transaction('rw', [db.accounts, db.legalEntities, db.opportunities, db.termsheets, db.milestones, db.contacts, db.reference], async () => {
    await db.accounts.put(account);
    await db.legalEntities.put(legalEntity);
    await db.opportunities.put(opportunity);
    await db.termsheets.put(termsheet);
    await db.milestones.put(milestone);
    await db.contacts.put(contact);
    await db.reference.put({ key: 'paymentModes', value: [{ id: 1, name: 'Cheque' }] });
  });
  return { accountId: 101, opportunityId: 301, termsheetId: 401, milestoneId: 501, contactId: 601 };
}

/**
 * A device that finished the user's first download earlier, the app not started yet: the user's copy holds the small
 * book, is marked primed, and is closed (the session opens it).
 */
export async function writePrimedCopy(userId: number): Promise<Awaited<ReturnType<typeof writeBook>>> {
  const device = openMirror(userId);
  await ensureMeta(device, { userId, userName: 'Agent' });
  const book = await writeBook(device);
  await updateMeta(device, { primed: true });
  device.close();
  return book;
}

/** A minute of 2025-04-01 10:00 UTC as ISO text (rows' created and updated times in the mirror tests). */
export const mirrorMinute = (minute: number): string => new Date(Date.UTC(2025, 3, 1, 10, minute)).toISOString();

/**
 * `count` more accounts like the book's own (writeBook), ids 1000 up, named 'Account 000' up, updated a minute apart
 * (50 distinct times); `extra` overrides each.
 */
export async function addMirrorAccounts(db: MirrorDb, bookAccountId: number, count: number, extra: (i: number) => Partial<AccountRow> = () => ({})): Promise<void> {
  const base = (await db.accounts.get(bookAccountId))!;
  await db.accounts.bulkPut(
    Array.from({ length: count }, (_, i) => ({ ...base, accountId: 1000 + i, name: `Account ${String(i).padStart(3, '0')}`, housingProfileId: null, updatedAt: mirrorMinute(i % 50), ...extra(i) })),
  );
}
