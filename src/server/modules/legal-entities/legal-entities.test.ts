import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { changeLog, legalEntities } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount, insertCity } from '../../testing/account-fixtures';

describeEachBackend('legal entities and addresses', (backend) => {
  let server: TestServer;
  let agentCookie: string;
  let otherCookie: string;
  let rcmCookie: string;
  let agentId: number;
  let cityId: number;
  let accountId: number;

  const inject = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const entity = (extra: object = {}) => ({
    accountId,
    legalName: 'Rao & Sons (P) Ltd.',
    pan: 'abcde1234f',
    tan: 'pnea12345b',
    gst: '27ABCDE1234F1Z0',
    cinNumber: 'U12345MH2020PTC123456',
    reraId: 'P521000',
    aadharNumber: '123456789012',
    ...extra,
  });
  const create = async (extra: object = {}) => (await inject(agentCookie, 'POST', '/api/sapna/v1/account-legal-entity', entity(extra))).json();

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    agentId = await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'other', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'rcm', roles: ['RCM_USER'] });
    cityId = await insertCity(db, 'Pune');
    agentCookie = await loginAs(server.app, 'agent');
    otherCookie = await loginAs(server.app, 'other');
    rcmCookie = await loginAs(server.app, 'rcm');
  });
  beforeEach(async () => {
    accountId = (await insertAccount(server.database.db, { agentId })).id;
  });
  afterAll(() => server.close());

  it('creates a legal entity, upper-casing the tax ids, without addresses yet', async () => {
    const res = await inject(agentCookie, 'POST', '/api/sapna/v1/account-legal-entity', entity());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      accountId,
      legalName: 'Rao & Sons (P) Ltd.',
      pan: 'ABCDE1234F',
      tan: 'PNEA12345B',
      gst: '27ABCDE1234F1Z0',
      unregisteredCustomer: false,
      active: true,
      billingAddress: null,
      shippingAddress: null,
      version: 1,
    });
    const logged = await server.database.db.select().from(changeLog).where(and(eq(changeLog.entity, 'legalEntity'), eq(changeLog.entityId, res.json().id)));
    expect(logged).toMatchObject([{ accountId, op: 'upsert' }]);
  });

  it('needs GST unless the customer is unregistered', async () => {
    const res = await inject(agentCookie, 'POST', '/api/sapna/v1/account-legal-entity', entity({ gst: '' }));
    expect([res.statusCode, res.json().error.msg]).toEqual([400, 'This field is required.']);
    const unregistered = await inject(agentCookie, 'POST', '/api/sapna/v1/account-legal-entity', entity({ gst: null, unregisteredCustomer: true }));
    expect(unregistered.statusCode).toBe(200);
    expect(unregistered.json()).toMatchObject({ gst: null, unregisteredCustomer: true });
  });

  it.each([
    [{ legalName: ' ' }, 'This field is required.'],
    [{ legalName: 'Rao Estates!' }, 'Special characters are not allowed.'],
    [{ pan: 'ABCDE12345' }, 'PAN is not valid'],
    [{ tan: 'PNEA1234' }, 'TAN is not valid'],
    [{ gst: '27ABCDE1234F1Z' }, 'GST is not valid'],
    // Issue 48: the GSTIN's state code, check character (mod 36) and the PAN inside it.
    [{ gst: '99ABCDE1234F1ZP' }, 'GST is not valid: no such state code'],
    [{ gst: '27ABCDE1234F1Z5' }, 'GST is not valid: its check character is wrong'],
    [{ gst: '27AAPFU0939F1ZV' }, 'GST does not match the PAN'],
    [{ cinNumber: 'U1234MH2020PTC123456' }, 'CIN is not valid'],
    [{ aadharNumber: '12345678901' }, 'Aadhar is not valid'],
  ])('refuses a legal entity with %o', async (change, msg) => {
    const res = await inject(agentCookie, 'POST', '/api/sapna/v1/account-legal-entity', entity(change));
    expect([res.statusCode, res.json().error.msg]).toEqual([400, msg]);
    expect(await server.database.db.select().from(legalEntities).where(eq(legalEntities.accountId, accountId))).toHaveLength(0);
  });

  it('updates a legal entity', async () => {
    const created = await create();
    const res = await inject(agentCookie, 'PUT', `/api/sapna/v1/account-legal-entity/${created.id}`, {
      legalName: 'Rao Holdings',
      gst: '29ABCDE1234F1ZW',
      active: false,
      baseVersion: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ legalName: 'Rao Holdings', gst: '29ABCDE1234F1ZW', pan: null, active: false, version: 2 });
    const bad = await inject(agentCookie, 'PUT', `/api/sapna/v1/account-legal-entity/${created.id}`, { legalName: 'Rao #1 <Ltd>', gst: '29ABCDE1234F1ZW' });
    expect([bad.statusCode, bad.json().error.msg]).toEqual([400, 'Special characters are not allowed.']);
  });

  it('adds billing and shipping addresses, lists them, and edits one', async () => {
    const created = await create();
    const billing = await inject(agentCookie, 'POST', '/api/sapna/v1/address', { legalEntityId: created.id, type: 'Billing', address: '#12, 4th Cross, Baner', cityId, pincode: '411045' });
    expect(billing.statusCode).toBe(200);
    expect(billing.json()).toMatchObject({ billingAddress: { address: '#12, 4th Cross, Baner', cityId, pincode: '411045' }, shippingAddress: null, version: 2 });
    const list = await inject(agentCookie, 'GET', `/api/sapna/v2/account-legal-entity/account/${accountId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ totalCount: 1, results: [{ id: created.id, shippingAddress: null }] });
    const addressId = billing.json().billingAddress.addressId;
    const edited = await inject(agentCookie, 'PUT', `/api/sapna/v1/address/${addressId}`, { address: 'Plot 7, Aundh', cityId, pincode: '411007' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ billingAddress: { addressId, address: 'Plot 7, Aundh', pincode: '411007' }, version: 3 });
    const shipping = await inject(agentCookie, 'POST', '/api/sapna/v1/address', { legalEntityId: created.id, type: 'Shipping', address: 'Warehouse 3', cityId, pincode: '411001' });
    expect(shipping.json()).toMatchObject({ billingAddress: { addressId }, shippingAddress: { address: 'Warehouse 3' } });
  });

  it.each([
    [{ pincode: '011045' }, 'PIN is not valid'],
    [{ pincode: '41104' }, 'PIN is not valid'],
    [{ pincode: '' }, 'This field is required.'],
    [{ address: 'Flat 4 @ Baner' }, 'Special characters are not allowed.'],
    [{ address: '' }, 'This field is required.'],
    [{ cityId: 987654 }, 'Invalid ID selected in dropdown field'],
    [{ type: 'Home' }, undefined],
  ])('refuses an address with %o', async (change, msg) => {
    const created = await create();
    const res = await inject(agentCookie, 'POST', '/api/sapna/v1/address', { legalEntityId: created.id, type: 'Billing', address: 'Baner', cityId, pincode: '411045', ...change });
    expect(res.statusCode).toBe(400);
    if (msg) expect(res.json().error.msg).toBe(msg);
    const list = await inject(agentCookie, 'GET', `/api/sapna/v2/account-legal-entity/account/${accountId}`);
    expect(list.json().results[0].billingAddress).toBeNull();
  });

  it('refuses changes on Inactive or Merged accounts', async () => {
    const created = await create();
    const inactive = await insertAccount(server.database.db, { agentId, statusId: 5 });
    let res = await inject(agentCookie, 'POST', '/api/sapna/v1/account-legal-entity', entity({ accountId: inactive.id }));
    expect([res.statusCode, res.json().error.msg]).toEqual([409, 'This account is Inactive or Merged and can no longer be edited.']);
    await server.database.db.update(legalEntities).set({ accountId: inactive.id }).where(eq(legalEntities.id, created.id));
    res = await inject(agentCookie, 'PUT', `/api/sapna/v1/account-legal-entity/${created.id}`, { legalName: 'X', unregisteredCustomer: true });
    expect(res.statusCode).toBe(409);
    res = await inject(agentCookie, 'POST', '/api/sapna/v1/address', { legalEntityId: created.id, type: 'Billing', address: 'Baner', cityId, pincode: '411045' });
    expect(res.statusCode).toBe(409);
  });

  it('refuses read-only users and other agents, and answers 404 for unknown rows', async () => {
    const created = await create();
    expect((await inject(rcmCookie, 'POST', '/api/sapna/v1/account-legal-entity', entity())).statusCode).toBe(403);
    expect((await inject(rcmCookie, 'GET', `/api/sapna/v2/account-legal-entity/account/${accountId}`)).statusCode).toBe(200);
    expect((await inject(otherCookie, 'GET', `/api/sapna/v2/account-legal-entity/account/${accountId}`)).statusCode).toBe(404);
    expect((await inject(otherCookie, 'POST', '/api/sapna/v1/account-legal-entity', entity())).statusCode).toBe(404);
    const res = await inject(otherCookie, 'PUT', `/api/sapna/v1/account-legal-entity/${created.id}`, { legalName: 'X', unregisteredCustomer: true });
    expect([res.statusCode, res.json().error.msg]).toEqual([404, 'Legal entity not found.']);
    expect((await inject(agentCookie, 'PUT', '/api/sapna/v1/account-legal-entity/999999', { legalName: 'X', unregisteredCustomer: true })).statusCode).toBe(404);
    const missing = await inject(agentCookie, 'PUT', '/api/sapna/v1/address/999999', { address: 'Baner', cityId, pincode: '411045' });
    expect([missing.statusCode, missing.json().error.msg]).toEqual([404, 'Address not found.']);
    expect((await inject(rcmCookie, 'POST', '/api/sapna/v1/address', { legalEntityId: created.id, type: 'Billing', address: 'B', cityId, pincode: '411045' })).statusCode).toBe(403);
  });
});
