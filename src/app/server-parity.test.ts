/* eslint-disable no-restricted-imports -- the mirror's answers are compared with the real server's (buildApp + inject) */
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts, approvalReviewerMappings, approvals, cities, comments, contacts, entityDocuments, legalEntities, opportunities, packagePrices, packages, payments, refunds, users } from '../server/db/schema/index';
import { pickerOptionOf } from '../domain/catalogue/package-mirror';
import type { PackageOption } from '../domain/catalogue/package-option';
import { insertBook } from '../server/testing/sync-fixtures';
import { createUser, loginAs } from '../server/testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../server/testing/harness';
import type { MyAccountsSearch } from './areas/accounts/data/my-accounts-search';
import { accountSearchQuery } from './areas/accounts/data/my-accounts-search';
import type { OpportunitySearchInput } from './areas/opportunities/data/search-opportunities';
import { newAgent, openDevice, type Device } from './testing/sync-server';
import { mirrorAccountPage } from './areas/accounts/offline/queries';
import { searchMirrorAccounts } from './areas/accounts/offline/search-queries';
import { mirrorApprovalsOfOpportunity, mirrorRaisedApprovals } from './areas/approvals/offline/queries';
import { mirrorDocumentsOf } from './areas/documents/offline/queries';
import { mirrorCommentPage } from './areas/comments/offline/queries';
import { mirrorAccountContacts, searchMirrorContacts } from './areas/contacts/offline/queries';
import { mirrorLegalEntities } from './areas/legal-entities/offline/queries';
import { mirrorMilestonesOfOpportunity, mirrorMilestonesOfTermsheet } from './areas/milestones/offline/queries';
import { mirrorTermsheetPage, mirrorTermsheetsOfOpportunity } from './areas/termsheets/offline/queries';
import { mirrorOpportunityPage, mirrorPackagePicker, searchMirrorOpportunities } from './areas/opportunities/offline/queries';
import type { Viewer } from './lib/offline/device/mirror-order';

// The device answers the book's screens from its mirror; these tests seed one agent's book on the real server,
// let a device download it, and require the mirror's answer to equal the server's JSON for the same question.

describeEachBackend('mirror queries answer as the server does', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  const get = async (device: Device, url: string, query: Record<string, string | number | undefined> = {}) => {
    const search = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
    const res = await server.app.inject({ method: 'GET', url: `/api${url}${search ? `?${search}` : ''}`, headers: { cookie: device.agent.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as unknown;
  };
  const rest = async (device: Device, method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>) => {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie: device.agent.cookie }, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { id: number; version: number };
  };
  const viewerOf = async (device: Device): Promise<Viewer> => {
    const details = (await get(device, '/user/details')) as { id: number; capabilities: string[] };
    return { id: details.id, capabilities: details.capabilities };
  };

  /**
   * An agent with two accounts (sync-test-fixtures' book each) plus: 25 more comments on the first account (two
   * at the same instant), a verified and an unverified child point of contact, a contact without phone, a legal
   * entity without addresses, a lost opportunity and a closed one, and a pending payment.
   */
  async function seededDevice(): Promise<Device & { second: number; lost: number }> {
    const agent = await newAgent(server, 'mirror-parity');
    const db = server.database.db;
    const { book } = agent;
    const second = await insertBook(db, { agentId: agent.userId, name: 'alpha Homes' });
    await db.update(accounts).set({ clientStatusId: 1, cityId: null }).where(eq(accounts.id, second.accountId));
    const base = Date.now() - 3600_000;
    await db.insert(comments).values(
      Array.from({ length: 25 }, (_, i) => ({
        entityTypeId: 3,
        entityId: book.accountId,
        accountId: book.accountId,
        activityType: i % 2 ? 'Meeting' : 'Call',
        text: `note ${i}`,
        happenedAt: new Date(base + (i === 24 ? 23 : i) * 60_000),
        authorId: agent.userId,
      })),
    );
    await db.insert(contacts).values([
      { accountId: book.accountId, name: 'Child verified', phone: '9000000001', contactTypeId: 8, isVerified: true },
      { accountId: book.accountId, name: 'Child unverified', phone: '9000000002', contactTypeId: 8, isVerified: false },
      { accountId: book.accountId, name: 'No phone', contactTypeId: 2 },
      { accountId: book.accountId, name: 'Gone', phone: '9000000003', contactTypeId: 2, active: false },
      // Contact search (issue 55): a name, an email and a number with a country code; equal ranks across accounts.
      { accountId: book.accountId, name: 'Asha Rao', email: 'rao.asha@example.com', phone: '+91 98765-43211', contactTypeId: 2 },
      { accountId: second.accountId, name: 'Ashalata Rao-Iyer', email: 'asha@example.com', phone: '98765 00000', contactTypeId: 1 },
      { accountId: second.accountId, name: 'Ravi', email: 'ravi.asha@example.com', contactTypeId: 3 },
    ]);
    await db.insert(legalEntities).values({ accountId: book.accountId, legalName: 'Skyline Two LLP', active: false });
    const [lost] = await db
      .insert(opportunities)
      .values({ name: 'Lost deal', typeId: 1, accountId: book.accountId, ownerId: agent.userId, domainId: 5, statusId: 6, kind: 'owner' })
      .returning();
    await db.update(opportunities).set({ statusId: 2 }).where(eq(opportunities.id, second.opportunityId));
    await db.insert(payments).values({ milestoneId: book.milestoneId, amount: '1500.50', statusId: 1, modeOfPaymentId: 1, pinCode: '560001' });
    // A part refund of the approved payment, by a named user and by nobody named (the termsheet page lists both).
    await db.insert(refunds).values([
      { paymentId: book.paymentId, milestoneId: book.milestoneId, amount: '500.25', remark: 'Part refund', createdById: agent.userId },
      { paymentId: book.paymentId, milestoneId: book.milestoneId, amount: '100', remark: null, createdById: null },
    ]);
    // Refunded in part, the payment is in 14 (issue 48): collected is its ₹2,000 less ₹600.25 on both sides.
    await db.update(payments).set({ statusId: 14 }).where(eq(payments.id, book.paymentId));
    // Two approvals the agent raised on the opportunity: a discount with a reviewer and an approver, and a price
    // restoration whose approver is gone from the users (no name).
    const [approver] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')).limit(1);
    const [discount] = await db
      .insert(approvals)
      .values({ entityTypeId: 1, entityId: book.opportunityId, approvalType: 'Discount', remark: 'Festive offer', requestedById: agent.userId, approvingAuthorityId: approver?.id ?? null, opportunityPackageMappingIds: [book.packageMappingId] })
      .returning({ id: approvals.id });
    await db.insert(approvalReviewerMappings).values({ approvalId: discount!.id, reviewerId: agent.userId, status: 'Reviewed' });
    await db.insert(approvals).values({ entityTypeId: 1, entityId: book.opportunityId, approvalType: 'PriceRestoration', status: 'Rejected', requestedById: agent.userId, approvingAuthorityId: 999_999 });
    // A refund approval about the book's payment (entityTypeId 20): mirrored under the opportunity, left out of its list.
    await db.insert(approvals).values({ entityTypeId: 20, entityId: book.paymentId, approvalType: 'Refund', remark: 'Refund of ₹100.00', requestedById: agent.userId });
    // Documents on the opportunity, its termsheet and its payment (metadata is what the device holds).
    const doc = (entityTypeId: number, entityId: number, documentType: string, documentSubType: string, fileName: string) => ({
      entityTypeId, entityId, documentType, documentSubType, fileName, contentType: 'application/pdf', sizeBytes: 2048,
      sha256: `${fileName}-${book.accountId}`, storageKey: `parity-${fileName}-${book.accountId}`, uploadedBy: agent.userId,
    });
    await db.insert(entityDocuments).values([
      doc(1, book.opportunityId, 'LookupPackage', 'Package Delivery Done', 'delivery.pdf'),
      doc(2, book.termsheetId, 'Termsheet', 'Signed Termsheet', 'signed.pdf'),
      doc(4, book.paymentId, 'Payment', 'Cheque', 'cheque.pdf'),
      doc(4, book.paymentId, 'Payment', 'Deposit Slip', 'slip.pdf'),
    ]);
    // The package picker: the book's opportunity in a city where the package has its own price, another package for
    // every city, one for another city only, and an inactive one.
    const [city, elsewhere] = await db
      .insert(cities)
      .values([
        { name: `Nashik ${book.accountId}`, uuid: `nashik-${book.accountId}`, stateName: 'Maharashtra', tier: 2 },
        { name: `Surat ${book.accountId}`, uuid: `surat-${book.accountId}`, stateName: 'Gujarat', tier: 2 },
      ])
      .returning({ id: cities.id });
    await db.update(opportunities).set({ cityId: city!.id }).where(eq(opportunities.id, book.opportunityId));
    const [priced] = await db.select({ id: packages.id }).from(packages).orderBy(packages.id).limit(1);
    await db.insert(packagePrices).values({ packageId: priced!.id, cityId: city!.id, ratePricePaise: 6000000, salesPricePaise: 5500000, validityDays: 60, priceKey: `parity-${book.accountId}` });
    await db.insert(packages).values([
      { name: `Everywhere ${book.accountId}`, ratePrice: '1000', salesPrice: '900', validityDays: 30, clientTypeId: 2 },
      { name: `Elsewhere ${book.accountId}`, ratePrice: '1000', salesPrice: '900', validityDays: 30, cityId: elsewhere!.id },
      { name: `Retired ${book.accountId}`, ratePrice: '1000', salesPrice: '900', validityDays: 30, active: false },
    ]);
    const device = await openDevice(server, agent);
    expect((await device.engine.sync()).result).toBe('synced');
    return { ...device, second: second.accountId, lost: lost!.id };
  }

  async function expectParity(device: Device & { lost: number }) {
    const { book } = device.agent;
    const viewer = await viewerOf(device);
    // The add-package picker, for the cities the copy holds (those of the book's opportunities).
    const cityIds = (await device.db.reference.get('packageCityIds'))?.value as number[];
    expect(cityIds.length).toBeGreaterThan(0);
    for (const cityId of cityIds) {
      for (const clientTypeId of [null, 2, 3]) {
        const online = (await get(device, '/sapna/v2/packages', { cityId, clientTypeId: clientTypeId ?? undefined })) as { results: PackageOption[] };
        expect(await mirrorPackagePicker(device.db, { cityId, clientTypeId }), `${cityId} ${clientTypeId}`).toEqual(online.results.map(pickerOptionOf));
      }
    }
    const searches: MyAccountsSearch[] = [
      {},
      { sort: 'accountName' },
      { sort: 'accountName', order: 'desc' },
      { sort: 'createdAt', order: 'desc' },
      { sort: 'accountId' },
      { q: 'ALPHA' },
      { q: 'hp-42' },
      { q: String(book.accountId) },
      { clientStatusId: 1 },
      { agentId: device.agent.userId },
      { page: 2 },
      { order: 'asc' },
    ];
    for (const search of searches) {
      expect(await searchMirrorAccounts(device.db, search), JSON.stringify(search)).toEqual(await get(device, '/sapna/v1/account/search', accountSearchQuery(search)));
    }
    expect(await mirrorAccountPage(device.db, book.accountId, viewer)).toEqual(await get(device, `/sapna/v3/account-page/${book.accountId}`));
    const contactsPage = (await get(device, '/sapna/v1/contact', { filters: `active==true;accountId==${book.accountId}` })) as { results: unknown[] };
    expect(await mirrorAccountContacts(device.db, book.accountId)).toEqual(contactsPage.results);
    // Contact search: the same contacts in the same order (ranks, then newest first), pages and totals.
    const contactSearches = [
      { q: 'asha' }, { q: 'ASHA rao' }, { q: 'rao' }, { q: 'iyer' }, { q: 'asha@example.com' }, { q: 'example' }, { q: 'ravi' },
      { q: '9876543211' }, { q: '+91 98765-43211' }, { q: '98765' }, { q: '9' }, { q: 'child' }, { q: 'gone' }, { q: 'zzz' },
      { q: 'a', page: 1, size: 2 }, { q: 'asha', page: 0, size: 1 },
    ];
    for (const search of contactSearches) {
      expect(await searchMirrorContacts(device.db, search), JSON.stringify(search)).toEqual(await get(device, '/sapna/v1/contact/search', search));
    }
    expect((await searchMirrorContacts(device.db, { q: 'asha' })).results.map((c) => c.name)).toEqual(['Asha', 'Asha', 'Ashalata Rao-Iyer', 'Asha Rao', 'Ravi']);
    const entitiesPage = (await get(device, `/sapna/v2/account-legal-entity/account/${book.accountId}`)) as { results: unknown[] };
    expect(await mirrorLegalEntities(device.db, book.accountId)).toEqual(entitiesPage.results);
    for (const page of [0, 1, 2]) {
      expect(await mirrorCommentPage(device.db, 3, book.accountId, page)).toEqual(
        await get(device, '/sapna/v1/comment/search', { entityTypeId: 3, entityId: book.accountId, page }),
      );
    }
    const opportunitySearches: OpportunitySearchInput[] = [
      { mine: true },
      { mine: false },
      { mine: true, bucket: 'lost' },
      { mine: false, bucket: 'closed' },
      { mine: true, statusId: 1 },
      { mine: true, q: 'q1' },
      { mine: true, q: String(device.lost) },
      { mine: true, page: 2 },
    ];
    for (const input of opportunitySearches) {
      const query = { q: input.q, bucket: input.bucket, statusId: input.statusId, mine: input.mine ? 'true' : undefined, page: (input.page ?? 1) - 1, size: 10 };
      expect(await searchMirrorOpportunities(device.db, input, viewer), JSON.stringify(input)).toEqual(await get(device, '/sapna/v1/opportunity/search', query));
    }
    for (const id of [book.opportunityId, device.lost]) {
      expect(await mirrorOpportunityPage(device.db, id, viewer)).toEqual(await get(device, `/sapna/v3/opportunity-page/${id}`));
      expect(await mirrorMilestonesOfOpportunity(device.db, id, viewer)).toEqual(await get(device, '/sapna/v1/milestone', { opportunityId: id }));
      expect(await mirrorTermsheetsOfOpportunity(device.db, id, viewer)).toEqual(await get(device, '/sapna/v1/termsheet', { opportunityId: id }));
      expect(await mirrorApprovalsOfOpportunity(device.db, id)).toEqual(await get(device, '/sapna/v1/approval', { opportunityId: id }));
    }
    expect(((await mirrorApprovalsOfOpportunity(device.db, book.opportunityId))?.results ?? []).map((a) => a.approvalType)).toEqual(['PriceRestoration', 'Discount']);
    // The refund approval about the book's payment is on the device, as raised-approvals answers it.
    const raised = (await get(device, '/sapna/v1/approval/raised-approvals', { size: 50 })) as { results: Array<{ id: number; approvalType: string }> };
    const refund = raised.results.find((a) => a.approvalType === 'Refund');
    const held = refund && (await device.db.approvals.get(refund.id));
    expect(held).toEqual({ ...refund, opportunityId: book.opportunityId, accountId: book.accountId });
    // approval-page's "Approvals you asked for" offline: the whole list, and a first page shorter than the list.
    expect(raised.results.map((a) => a.approvalType)).toEqual(['Refund', 'PriceRestoration', 'Discount']);
    expect(await mirrorRaisedApprovals(device.db, viewer.id)).toEqual(raised);
    expect(await mirrorRaisedApprovals(device.db, viewer.id, 2)).toEqual(await get(device, '/sapna/v1/approval/raised-approvals', { size: 2 }));
    // termsheet/{id} offline: legal entity, packages with product types, milestones with payments and refunds.
    const termsheetPage = await get(device, `/sapna/v3/termsheet-page/${book.termsheetId}`);
    expect((termsheetPage as { refunds: unknown[] }).refunds.slice(0, 2)).toMatchObject([{ amount: 500.25, remark: 'Part refund' }, { amount: 100, createdByName: null }]);
    expect(await mirrorTermsheetPage(device.db, book.termsheetId, viewer, mirrorMilestonesOfTermsheet)).toEqual(termsheetPage);
    // Each record's documents, as the documents panel reads them.
    for (const [entityTypeId, entityId, count] of [[1, book.opportunityId, 1], [2, book.termsheetId, 1], [4, book.paymentId, 2]] as const) {
      const online = await get(device, '/pixie/data/v1/entity/document', { entityTypeId, entityId });
      expect((online as { results: unknown[] }).results, `${entityTypeId} ${entityId}`).toHaveLength(count);
      expect(await mirrorDocumentsOf(device.db, entityTypeId, entityId)).toEqual(online);
    }
  }

  /** The collected amount of the book's opportunity (the ledger: net of refunds) on the device and online. */
  const collectedOnBoth = async (device: Device) => {
    const { book } = device.agent;
    const viewer = await viewerOf(device);
    const online = (await get(device, `/sapna/v3/opportunity-page/${book.opportunityId}`)) as { collectedAmount: number };
    return { device: (await mirrorOpportunityPage(device.db, book.opportunityId, viewer))?.collectedAmount, online: online.collectedAmount };
  };

  it('answers every read screen of a freshly downloaded book exactly as the server does', async () => {
    const device = await seededDevice();
    await expectParity(device);
    // A partly refunded payment counts net of its refunds on the device as on the server.
    expect(await collectedOnBoth(device)).toEqual({ device: 1399.75, online: 1399.75 });
  });

  it('still answers as the server does after changes made online are pulled', async () => {
    const device = await seededDevice();
    const { book } = device.agent;
    // Online edits (the screens call refresh(), which syncs): a contact, a payment, a comment, a milestone.
    await rest(device, 'POST', '/sapna/v1/contact', { accountId: book.accountId, name: 'Added online', phone: '9123456780', contactTypeId: 1 });
    await rest(device, 'POST', '/sapna/v1/payment', { milestoneId: book.milestoneId, amount: 700, modeOfPaymentId: 1, pinCode: '560001' });
    await rest(device, 'POST', '/sapna/v1/comment', { entityTypeId: 1, entityId: book.opportunityId, activityType: 'Call', text: 'online call' });
    await rest(device, 'POST', '/sapna/v1/milestone', { termsheetId: book.termsheetId, name: 'Second', amount: 5000, gst: 900, startDate: '2025-03-01' });
    // The other online edits whose screens call refresh(): account edit, legal entity save, add package, mark lost.
    const [city] = await server.database.db
      .insert(cities)
      .values({ name: 'Pune', uuid: `pune-${book.accountId}`, stateName: 'Maharashtra', tier: 1 })
      .returning({ id: cities.id });
    const account = (await get(device, `/sapna/v3/account-page/${book.accountId}`)) as { account: { version: number } };
    await rest(device, 'PUT', `/sapna/v2/account/${book.accountId}`, { name: 'Skyline Renamed', cityId: city!.id, clientStatusId: 3, baseVersion: account.account.version });
    await rest(device, 'POST', '/sapna/v1/account-legal-entity', { accountId: book.accountId, legalName: 'Skyline Three Pvt Ltd', unregisteredCustomer: true });
    const [pkg] = await server.database.db.select({ id: packages.id }).from(packages).limit(1);
    await rest(device, 'POST', '/sapna/v2/opportunity/package-mapping', { opportunityId: book.opportunityId, packageId: pkg!.id, quantity: 2, discount: 1000 });
    // Finance refunds a little more of the partly refunded payment online: the device hears of it with the payment.
    await createUser(server.database.db, { username: `parity-finance-${book.accountId}`, roles: ['FINANCE'] });
    const finance = await loginAs(server.app, `parity-finance-${book.accountId}`);
    const refunded = await server.app.inject({ method: 'POST', url: '/api/sapna/refund', headers: { cookie: finance }, payload: { paymentId: book.paymentId, amount: 99.75, remark: 'Second part' } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const markedLost = await rest(device, 'POST', '/sapna/v1/markOpportunityAsLost', { opportunityId: book.opportunityId, lostReason: 'Budget', createChild: false });
    expect(markedLost).toBeDefined();
    expect((await device.engine.sync()).result).toBe('synced');
    await expectParity(device);
    expect(await collectedOnBoth(device)).toEqual({ device: 1300, online: 1300 });
    expect((await mirrorCommentPage(device.db, 1, book.opportunityId, 0))?.results[0]).toMatchObject({ text: 'online call' });
    const page = await mirrorAccountPage(device.db, book.accountId, await viewerOf(device));
    expect(page?.account).toMatchObject({ name: 'Skyline Renamed', clientStatusId: 3 });
    expect((await mirrorLegalEntities(device.db, book.accountId))?.[0]).toMatchObject({ legalName: 'Skyline Three Pvt Ltd' });
    expect(await mirrorOpportunityPage(device.db, book.opportunityId, await viewerOf(device))).toMatchObject({ statusId: 6, lostReason: 'Budget', editable: false });
    expect((await mirrorOpportunityPage(device.db, book.opportunityId, await viewerOf(device)))?.opportunityPackageMappingDetails).toHaveLength(2);
  });
});
