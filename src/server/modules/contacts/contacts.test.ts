import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { changeLog, contacts } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount, insertContact, insertOpportunity } from '../../testing/account-fixtures';

describeEachBackend('contacts', (backend) => {
  let server: TestServer;
  let agentCookie: string;
  let otherCookie: string;
  let rcmCookie: string;
  let financeCookie: string;
  let agentId: number;
  let accountId: number;

  const inject = (cookie: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const newContact = (extra: object = {}) => ({ name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', contactTypeId: 1, accountId, ...extra });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    agentId = await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'], email: 'agent@example.com' });
    await createUser(db, { username: 'other', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'rcm', roles: ['RCM_USER'] });
    await createUser(db, { username: 'finance', roles: ['FINANCE'] });
    agentCookie = await loginAs(server.app, 'agent');
    otherCookie = await loginAs(server.app, 'other');
    rcmCookie = await loginAs(server.app, 'rcm');
    financeCookie = await loginAs(server.app, 'finance');
  });
  beforeEach(async () => {
    accountId = (await insertAccount(server.database.db, { agentId, name: 'Rao Estates' })).id;
  });
  afterAll(() => server.close());

  it('lists the active contacts of an account, child points of contact only when verified', async () => {
    const db = server.database.db;
    const shown = await insertContact(db, { accountId, name: 'Shown' });
    await insertContact(db, { accountId, name: 'Deleted', active: false });
    await insertContact(db, { accountId, name: 'Unverified child', contactTypeId: 8 });
    const child = await insertContact(db, { accountId, name: 'Verified child', contactTypeId: 8, isVerified: true });
    const res = await inject(agentCookie, 'GET', `/api/sapna/v1/contact?filters=active==true;accountId==${accountId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalCount: 2, page: 0, size: 2 });
    expect(res.json().results.map((c: { id: number }) => c.id)).toEqual([child.id, shown.id]);
    expect(res.json().results[1]).toMatchObject({ name: 'Shown', phone: '9876543210', accountId, contactTypeId: 1, isVerified: false, active: true, version: 1 });
    const deleted = await inject(agentCookie, 'GET', `/api/sapna/v1/contact?filters=active==false;accountId==${accountId}`);
    expect(deleted.json().results.map((c: { name: string }) => c.name)).toEqual(['Deleted']);
  });

  it('lists the contacts of an opportunity', async () => {
    const opportunity = await insertOpportunity(server.database.db, { accountId, ownerId: agentId });
    await insertContact(server.database.db, { accountId, opportunityId: opportunity.id, name: 'Deal contact' });
    await insertContact(server.database.db, { accountId, name: 'Account contact' });
    const res = await inject(agentCookie, 'GET', `/api/sapna/v1/contact?filters=opportunityId==${opportunity.id}`);
    expect(res.json().results.map((c: { name: string }) => c.name)).toEqual(['Deal contact']);
  });

  it('refuses unsupported filters and lists outside the scope', async () => {
    let res = await inject(agentCookie, 'GET', `/api/sapna/v1/contact?filters=active==true;name==${accountId}`);
    expect([res.statusCode, res.json().error.msg]).toEqual([400, `Unsupported contact filter: name==${accountId}`]);
    res = await inject(agentCookie, 'GET', '/api/sapna/v1/contact?filters=active==true');
    expect([res.statusCode, res.json().error.msg]).toEqual([400, 'Please filter contacts by accountId or opportunityId.']);
    res = await inject(otherCookie, 'GET', `/api/sapna/v1/contact?filters=accountId==${accountId}`);
    expect(res.statusCode).toBe(404);
  });

  it('adds a contact and logs it for the device mirror', async () => {
    const res = await inject(agentCookie, 'POST', '/api/sapna/v1/contact', newContact());
    expect(res.statusCode).toBe(200);
    const contact = res.json();
    expect(contact).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', accountId, isVerified: false, active: true, version: 1 });
    const logged = await server.database.db.select().from(changeLog).where(and(eq(changeLog.entity, 'contact'), eq(changeLog.entityId, contact.id)));
    expect(logged).toMatchObject([{ accountId, op: 'upsert' }]);
  });

  it('replays a create with the same clientId without adding a second contact', async () => {
    const clientId = randomUUID();
    const first = await inject(agentCookie, 'POST', '/api/sapna/v1/contact', newContact({ clientId }));
    const again = await inject(agentCookie, 'POST', '/api/sapna/v1/contact', newContact({ clientId, name: 'Changed Name' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await server.database.db.select().from(contacts).where(eq(contacts.clientId, clientId))).toHaveLength(1);
  });

  it.each([
    [{ name: '' }, 'This field is required.'],
    [{ name: 'Asha-Rao' }, 'Name may contain only letters and digits.'],
    [{ email: 'asha@' }, 'Please enter a valid email address.'],
    [{ phone: '98765' }, 'Phone number must be exactly 10 digits.'],
    [{ phone: '+919876543210' }, 'Phone number must be exactly 10 digits.'],
    [{ phone: undefined }, 'This field is required.'],
    [{ contactTypeId: undefined }, 'This field is required.'],
  ])('refuses a contact with %o', async (change, msg) => {
    const res = await inject(agentCookie, 'POST', '/api/sapna/v1/contact', newContact(change));
    expect([res.statusCode, res.json().error.msg]).toEqual([400, msg]);
    expect(await server.database.db.select().from(contacts).where(eq(contacts.accountId, accountId))).toHaveLength(0);
  });

  it("refuses an opportunity of another account, an inactive account, read-only users and other agents' accounts", async () => {
    const db = server.database.db;
    const elsewhere = await insertAccount(db, { agentId });
    const opportunity = await insertOpportunity(db, { accountId: elsewhere.id, ownerId: agentId });
    let res = await inject(agentCookie, 'POST', '/api/sapna/v1/contact', newContact({ opportunityId: opportunity.id }));
    expect([res.statusCode, res.json().error.msg]).toEqual([400, 'Invalid ID selected in dropdown field']);
    const inactive = await insertAccount(db, { agentId, statusId: 5 });
    res = await inject(agentCookie, 'POST', '/api/sapna/v1/contact', newContact({ accountId: inactive.id }));
    expect([res.statusCode, res.json().error.msg]).toEqual([409, 'This account is Inactive or Merged and can no longer be edited.']);
    expect((await inject(rcmCookie, 'POST', '/api/sapna/v1/contact', newContact())).statusCode).toBe(403);
    expect((await inject(financeCookie, 'POST', '/api/sapna/v1/contact', newContact())).statusCode).toBe(403);
    expect((await inject(otherCookie, 'POST', '/api/sapna/v1/contact', newContact())).statusCode).toBe(404);
  });

  it('edits a contact; a new email is no longer verified', async () => {
    const contact = await insertContact(server.database.db, { accountId, email: 'old@example.com', isVerified: true });
    const same = await inject(agentCookie, 'PUT', `/api/sapna/v1/contact/${contact.id}`, { name: 'Asha R', email: 'OLD@example.com', phone: '9123456780', contactTypeId: 2 });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ name: 'Asha R', phone: '9123456780', contactTypeId: 2, isVerified: true, version: 2 });
    const changed = await inject(agentCookie, 'PUT', `/api/sapna/v1/contact/${contact.id}`, {
      name: 'Asha R',
      email: 'new@example.com',
      phone: '9123456780',
      contactTypeId: 2,
      baseVersion: 1,
    });
    expect(changed.json()).toMatchObject({ email: 'new@example.com', isVerified: false, version: 3 });
  });

  it('refuses edits of a deleted contact, invalid edits, and edits by others', async () => {
    const db = server.database.db;
    const gone = await insertContact(db, { accountId, active: false });
    const body = { name: 'Asha', email: null, phone: '9123456780', contactTypeId: 1 };
    let res = await inject(agentCookie, 'PUT', `/api/sapna/v1/contact/${gone.id}`, body);
    expect([res.statusCode, res.json().error.msg]).toEqual([409, 'This contact has been deleted.']);
    const contact = await insertContact(db, { accountId });
    res = await inject(agentCookie, 'PUT', `/api/sapna/v1/contact/${contact.id}`, { ...body, phone: '12' });
    expect([res.statusCode, res.json().error.msg]).toEqual([400, 'Phone number must be exactly 10 digits.']);
    expect((await inject(rcmCookie, 'PUT', `/api/sapna/v1/contact/${contact.id}`, body)).statusCode).toBe(403);
    expect((await inject(otherCookie, 'PUT', `/api/sapna/v1/contact/${contact.id}`, body)).statusCode).toBe(404);
    expect((await inject(agentCookie, 'PUT', '/api/sapna/v1/contact/999999', body)).statusCode).toBe(404);
    const inactive = await insertAccount(db, { agentId, statusId: 6 });
    const onMerged = await insertContact(db, { accountId: inactive.id });
    expect((await inject(agentCookie, 'PUT', `/api/sapna/v1/contact/${onMerged.id}`, body)).statusCode).toBe(409);
  });

  it('deletes a contact softly, once, and logs a tombstone', async () => {
    const contact = await insertContact(server.database.db, { accountId });
    const res = await inject(agentCookie, 'DELETE', `/api/sapna/v1/contact/${contact.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: contact.id, active: false, version: 2 });
    const again = await inject(agentCookie, 'DELETE', `/api/sapna/v1/contact/${contact.id}`);
    expect(again.json()).toMatchObject({ active: false, version: 2 });
    const logged = await server.database.db.select().from(changeLog).where(and(eq(changeLog.entity, 'contact'), eq(changeLog.entityId, contact.id)));
    expect(logged.map((c) => c.op)).toEqual(['delete']);
    const listed = await inject(agentCookie, 'GET', `/api/sapna/v1/contact?filters=active==true;accountId==${accountId}`);
    expect(listed.json().results).toEqual([]);
  });

  it('refuses deletes by read-only users and outside the scope', async () => {
    const contact = await insertContact(server.database.db, { accountId });
    expect((await inject(rcmCookie, 'DELETE', `/api/sapna/v1/contact/${contact.id}`)).statusCode).toBe(403);
    expect((await inject(otherCookie, 'DELETE', `/api/sapna/v1/contact/${contact.id}`)).statusCode).toBe(404);
  });

  it('mails a verification request to the contact', async () => {
    const contact = await insertContact(server.database.db, { accountId, email: 'asha@example.com' });
    const before = server.mailer.sent.length;
    const res = await inject(agentCookie, 'POST', `/api/sapna/v1/resendVerificationLink/${contact.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contactId: contact.id, email: 'asha@example.com', sent: true });
    expect(server.mailer.sent.slice(before)).toHaveLength(1);
    expect(server.mailer.sent.at(-1)).toMatchObject({ to: 'asha@example.com' });
    expect(server.mailer.sent.at(-1)?.text).toContain('Rao Estates');
  });

  it('refuses a verification mail without an email, when verified or deleted, and to others', async () => {
    const db = server.database.db;
    const noEmail = await insertContact(db, { accountId, email: null });
    let res = await inject(agentCookie, 'POST', `/api/sapna/v1/resendVerificationLink/${noEmail.id}`);
    expect([res.statusCode, res.json().error.msg]).toEqual([400, 'This contact has no email address to send a verification link to.']);
    const verified = await insertContact(db, { accountId, email: 'v@example.com', isVerified: true });
    res = await inject(agentCookie, 'POST', `/api/sapna/v1/resendVerificationLink/${verified.id}`);
    expect([res.statusCode, res.json().error.msg]).toEqual([400, 'This contact is already verified.']);
    const deleted = await insertContact(db, { accountId, email: 'd@example.com', active: false });
    expect((await inject(agentCookie, 'POST', `/api/sapna/v1/resendVerificationLink/${deleted.id}`)).statusCode).toBe(409);
    const fine = await insertContact(db, { accountId, email: 'f@example.com' });
    expect((await inject(rcmCookie, 'POST', `/api/sapna/v1/resendVerificationLink/${fine.id}`)).statusCode).toBe(403);
    expect((await inject(otherCookie, 'POST', `/api/sapna/v1/resendVerificationLink/${fine.id}`)).statusCode).toBe(404);
  });
});
