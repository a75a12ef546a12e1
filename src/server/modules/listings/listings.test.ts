import { afterAll, beforeAll, expect, it } from 'vitest';
import { listingLeads, listings, opportunityProductMappings, packages, products } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount, insertOpportunity, insertPackageMapping } from '../../testing/account-fixtures';
import { DAY_MS } from '../../../domain/format/ist-calendar';

describeEachBackend('listings of a seller profile', (backend) => {
  let server: TestServer;
  let agentCookie: string;
  let otherCookie: string;
  let rcmCookie: string;
  const id: Record<string, number> = {};

  const get = (cookie: string, url: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (cookie: string, url: string, payload: object) => server.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  async function listing(values: Partial<typeof listings.$inferInsert> & { title: string }) {
    const [row] = await server.database.db
      .insert(listings)
      .values({
        profileUuid: 'prof-a',
        listingType: 'BUY',
        status: 'ACTIVE',
        price: '12500000',
        inventoryCanonicalUrl: `/buy/${values.title.toLowerCase().replace(/\s+/g, '-')}`,
        dateAdded: new Date(Date.now() - 10 * DAY_MS),
        ...values,
      })
      .returning();
    return row!.id;
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const agentId = await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'] });
    const otherId = await createUser(db, { username: 'other', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'rcm', roles: ['RCM_USER'] });
    const account = await insertAccount(db, { agentId, housingProfileId: 'prof-a' });
    await insertAccount(db, { agentId: otherId, housingProfileId: 'prof-b' });

    id.buy = await listing({ title: 'Sea View 2BHK', inventoryConfigs: '[{"bhk":2}]', isPaidListing: true, polygonsHash: 'poly1', imagesHash: 'img1' });
    id.buyNp = await listing({ title: 'New Tower 3BHK', isNewProject: true, dateAdded: new Date(Date.now() - 5 * DAY_MS) });
    id.buyPending = await listing({ title: 'Pending Flat', status: 'PENDING', dateAdded: new Date(Date.now() - 20 * DAY_MS) });
    id.buyExpired = await listing({ title: 'Old Flat', status: 'EXPIRED', dateAdded: new Date(Date.now() - 400 * DAY_MS) });
    id.rent = await listing({ title: 'Rent 1BHK', listingType: 'RENT', price: '25000', paymentDoneActivationPending: true });
    id.pg = await listing({ title: 'PG Bed', listingType: 'PG', price: '8000' });
    id.commercial = await listing({ title: 'Shop', listingType: 'COMMERCIAL', status: 'PENDING', price: '5000000' });
    id.commercialInactive = await listing({ title: 'Office', listingType: 'COMMERCIAL', status: 'INACTIVE' });
    id.foreign = await listing({ title: 'Other seller flat', profileUuid: 'prof-b', isListingAdPackageBought: true });
    await db.insert(listingLeads).values([
      { listingId: id.buy!, service: 'call', leadCount: 3, leadDate: new Date(Date.now() - 30 * DAY_MS) },
      { listingId: id.buy!, service: 'chat', leadCount: 2, leadDate: new Date(Date.now() - 60 * DAY_MS) },
      { listingId: id.buy!, service: 'call', leadCount: 7, leadDate: new Date(Date.now() - 250 * DAY_MS) },
    ]);

    const [pkg] = await db.insert(packages).values({ name: 'Premium', ratePrice: '1000', salesPrice: '1000', validityDays: 30 }).returning();
    const [product] = await db.insert(products).values({ name: 'Listing Boost', productTypeId: 7 }).returning();
    const open = await insertOpportunity(db, { accountId: account.id, ownerId: agentId, statusId: 2, name: 'Closed deal' });
    const opm = await insertPackageMapping(db, { opportunityId: open.id, salesPrice: '1000' });
    const [oprm] = await db.insert(opportunityProductMappings).values({ opportunityPackageMappingId: opm, productId: product!.id }).returning();
    const [oprm2] = await db.insert(opportunityProductMappings).values({ opportunityPackageMappingId: opm, productId: product!.id }).returning();
    const lost = await insertOpportunity(db, { accountId: account.id, ownerId: agentId, statusId: 6, name: 'Lost deal' });
    const lostOpm = await insertPackageMapping(db, { opportunityId: lost.id, salesPrice: '1000' });
    const [lostOprm] = await db.insert(opportunityProductMappings).values({ opportunityPackageMappingId: lostOpm, productId: product!.id }).returning();
    Object.assign(id, { packageId: pkg!.id, opm, oprm: oprm!.id, oprm2: oprm2!.id, lostOprm: lostOprm!.id, openOpportunity: open.id });

    agentCookie = await loginAs(server.app, 'agent');
    otherCookie = await loginAs(server.app, 'other');
    rcmCookie = await loginAs(server.app, 'rcm');
  });
  afterAll(() => server.close());

  it('answers per profile its buy, rent and PG listings with leads of the last 6 months', async () => {
    const res = await post(agentCookie, '/api/sapna/v1/listings/seller-profile', { profile_uuids: ['prof-a'], filter_status: ['ACTIVE', 'PENDING'] });
    expect(res.statusCode).toBe(200);
    const [profile] = res.json().results;
    expect(profile.profile_uuid).toBe('prof-a');
    expect(profile.buy_flat_details.map((l: { id: number }) => l.id)).toEqual([id.buyNp, id.buy, id.buyPending]);
    expect(profile.rent_flat_details.map((l: { id: number }) => l.id)).toEqual([id.rent]);
    expect(profile.pg_flat_details.map((l: { id: number }) => l.id)).toEqual([id.pg]);
    const buy = profile.buy_flat_details[1];
    expect(buy).toMatchObject({
      title: 'Sea View 2BHK',
      status: 'ACTIVE',
      price: 12500000,
      type: 'BUY',
      formatted_price: '₹1,25,00,000',
      polygons_hash: 'poly1',
      images_hash: 'img1',
      inventory_configs: [{ bhk: 2 }],
      paid: true,
      isPaidListing: true,
      paymentDoneActivationPending: false,
      // The 250-day-old leads are outside the 6-month window.
      leads_data: { total_leads: 5, services: { call: 3, chat: 2 } },
    });
    expect(profile.rent_flat_details[0]).toMatchObject({ paymentDoneActivationPending: true, formatted_price: '₹25,000' });
  });

  it('answers only the keys asked for, every status when none is given', async () => {
    const res = await post(agentCookie, '/api/sapna/v1/listings/seller-profile', { profile_uuids: ['prof-a'], keys: ['buy_flat_details'] });
    const [profile] = res.json().results;
    expect(Object.keys(profile).sort()).toEqual(['buy_flat_details', 'profile_uuid']);
    expect(profile.buy_flat_details).toHaveLength(4);
    expect((await post(agentCookie, '/api/sapna/v1/listings/seller-profile', { profile_uuids: ['prof-a'], keys: ['villa_details'] })).statusCode).toBe(400);
  });

  it("refuses profiles outside the user's scope", async () => {
    const res = await post(agentCookie, '/api/sapna/v1/listings/seller-profile', { profile_uuids: ['prof-a', 'prof-b'] });
    expect([res.statusCode, res.json().error.msg]).toEqual([404, 'Seller profile not found.']);
    expect((await post(rcmCookie, '/api/sapna/v1/listings/seller-profile', { profile_uuids: ['prof-a', 'prof-b'] })).statusCode).toBe(200);
  });

  it('gives lead details per property for the history window or the dates asked', async () => {
    const all = await get(agentCookie, `/api/sapna/v1/listings/leads?profile_uuid=prof-a&property_ids=${id.buy},${id.rent}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().results).toEqual([
      { property_id: id.rent, total_leads: 0, services: {} },
      { property_id: id.buy, total_leads: 5, services: { call: 3, chat: 2 } },
    ]);
    const day = (d: number) => new Date(Date.now() - d * DAY_MS + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const older = await get(agentCookie, `/api/sapna/v1/listings/leads?profile_uuid=prof-a&property_ids=${id.buy}&start_date=${day(300)}&end_date=${day(45)}&services=call,chat`);
    expect(older.json()).toMatchObject({ start_date: day(300), end_date: day(45), results: [{ property_id: id.buy, total_leads: 9, services: { call: 7, chat: 2 } }] });
    const calls = await get(agentCookie, `/api/sapna/v1/listings/leads?profile_uuid=prof-a&property_ids=${id.buy}&services=call`);
    expect(calls.json().results[0]).toMatchObject({ total_leads: 3 });
    const reversed = await get(agentCookie, `/api/sapna/v1/listings/leads?profile_uuid=prof-a&start_date=2025-02-01&end_date=2025-01-01`);
    expect([reversed.statusCode, reversed.json().error.msg]).toEqual([400, 'Start Date should be earlier than or equal to End Date']);
    const bad = await get(agentCookie, '/api/sapna/v1/listings/leads?profile_uuid=prof-a&start_date=2025-02-30');
    expect([bad.statusCode, bad.json().error.msg]).toEqual([400, 'Please enter a valid date.']);
    expect((await get(agentCookie, '/api/sapna/v1/listings/leads?profile_uuid=prof-b')).statusCode).toBe(404);
  });

  it('answers payability for the listings in scope only', async () => {
    const res = await get(agentCookie, `/api/sapna/v1/listings/payability?listing_ids=${id.buy},${id.foreign}`);
    expect(res.json().results).toEqual([{ listing_id: id.buy, is_listing_payable: true, is_listing_ad_package_bought: false }]);
    const rcm = await get(rcmCookie, `/api/sapna/v1/listings/payability?listing_ids=${id.foreign}`);
    expect(rcm.json().results).toEqual([{ listing_id: id.foreign, is_listing_payable: true, is_listing_ad_package_bought: true }]);
    expect((await get(agentCookie, '/api/sapna/v1/listings/payability?listing_ids=1,,2')).statusCode).toBe(400);
  });

  it('lists commercial listings, ACTIVE and PENDING by default', async () => {
    const res = await get(agentCookie, '/api/sapna/v1/listings/commercial?profile_uuid=prof-a');
    expect(res.json().results.map((l: { id: number }) => l.id)).toEqual([id.commercial]);
    const inactive = await get(agentCookie, '/api/sapna/v1/listings/commercial?profile_uuid=prof-a&status=INACTIVE');
    expect(inactive.json().results.map((l: { id: number }) => l.id)).toEqual([id.commercialInactive]);
    expect((await get(otherCookie, '/api/sapna/v1/listings/commercial?profile_uuid=prof-a')).statusCode).toBe(404);
  });

  it('pages live listings per type with the new-project and resale counts', async () => {
    const buy = await get(agentCookie, '/api/housingSearch/api/v6/buy/index/filter?uuid=prof-a&source=web&results_per_page=1');
    expect(buy.statusCode).toBe(200);
    expect(buy.json()).toMatchObject({ total: 2, np_total_count: 1, resale_total_count: 1, cursor: '2' });
    expect(buy.json().hits.map((h: { id: number }) => h.id)).toEqual([id.buyNp]);
    const last = await get(agentCookie, '/api/housingSearch/api/v6/buy/index/filter?uuid=prof-a&source=web&results_per_page=1&p=2');
    expect(last.json()).toMatchObject({ cursor: null });
    expect(last.json().hits.map((h: { id: number }) => h.id)).toEqual([id.buy]);
    const rent = await get(agentCookie, '/api/khoj/api/v1/rent/index/filter?uuid=prof-a&source=web');
    expect(rent.json()).toMatchObject({ total: 1, np_total_count: 0, resale_total_count: 1, cursor: null });
    expect((await get(agentCookie, '/api/khoj/api/v1/rent/index/filter?uuid=prof-a&source=app')).statusCode).toBe(400);
    expect((await get(agentCookie, '/api/khoj/api/v1/rent/index/filter?uuid=prof-b&source=web')).statusCode).toBe(404);
  });

  it('shows the packages sold to the profile with their products and the untagged listings', async () => {
    const res = await get(agentCookie, '/api/sapna/v1/product-activation/get-packages-with-untagged-listings?profileUuid=prof-a');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.packages).toHaveLength(1);
    expect(body.packages[0]).toMatchObject({
      opportunityId: id.openOpportunity,
      opportunityPackageMappingId: id.opm,
      packageName: 'Premium',
      productMappings: [
        { opportunityProductMappingId: id.oprm, productName: 'Listing Boost', activated: false },
        { opportunityProductMappingId: id.oprm2 },
      ],
    });
    expect(body.untaggedListings.map((l: { id: number }) => l.id)).toContain(id.buy);
    expect((await get(otherCookie, '/api/sapna/v1/product-activation/get-packages-with-untagged-listings?profileUuid=prof-a')).statusCode).toBe(404);
  });

  it('tags listings to a product and refuses listings of another profile or already tagged elsewhere', async () => {
    const url = '/api/sapna/v1/product-activation/tag-product-listings?profileUuid=prof-a';
    const ok = await post(agentCookie, url, { opportunityProductMappingId: id.oprm, listingIds: [id.buy, id.rent] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ opportunityProductMappingId: id.oprm, listingIds: [id.buy, id.rent].sort((a, b) => a! - b!) });
    const after = (await get(agentCookie, '/api/sapna/v1/product-activation/get-packages-with-untagged-listings?profileUuid=prof-a')).json();
    expect(after.packages[0].productMappings[0].taggedListingIds).toEqual([id.buy, id.rent].sort((a, b) => a! - b!));
    expect(after.untaggedListings.map((l: { id: number }) => l.id)).not.toContain(id.buy);

    let res = await post(agentCookie, url, { opportunityProductMappingId: id.oprm2, listingIds: [id.pg, id.foreign] });
    expect([res.statusCode, res.json().error.msg]).toEqual([400, `Listing ${id.foreign} does not belong to this profile.`]);
    res = await post(agentCookie, url, { opportunityProductMappingId: id.oprm2, listingIds: [id.buy] });
    expect([res.statusCode, res.json().error.msg]).toEqual([409, `Listing ${id.buy} is already tagged to another product.`]);
    res = await post(agentCookie, url, { opportunityProductMappingId: id.lostOprm, listingIds: [id.pg] });
    expect([res.statusCode, res.json().error.msg]).toEqual([409, 'Listings cannot be tagged to a package of a lost opportunity.']);
    res = await post(agentCookie, url, { opportunityProductMappingId: 999999, listingIds: [id.pg] });
    expect([res.statusCode, res.json().error.msg]).toEqual([404, 'Product not found.']);
    expect((await post(rcmCookie, url, { opportunityProductMappingId: id.oprm2, listingIds: [id.pg] })).statusCode).toBe(403);
    expect((await post(otherCookie, url, { opportunityProductMappingId: id.oprm2, listingIds: [id.pg] })).statusCode).toBe(404);
    expect((await post(agentCookie, url, { opportunityProductMappingId: id.oprm2, listingIds: [] })).statusCode).toBe(400);
  });
});
