// The reports tests' shared month (issue 12, split by kind in issue 53): users of each role, two agents' deals in March
// 2026 with money and activity, deals just outside the range, and another brand's deal. Each reports test file starts
// its own server with these rows.
import { and, eq } from 'drizzle-orm';
import { accounts, comments, opportunityPackageMappings, packages, payments, salesMonthClosures, statusChanges } from '../db/schema/index';
import { insertAccount, insertCity, insertOpportunity, insertPackageMapping, insertPayments } from './account-fixtures';
import { createUser, loginAs, signInCast } from './fixtures';
import { startTestServer, type Backend, type TestServer } from './harness';

export type ReportsFixture = {
  server: TestServer;
  /** Session cookies by name: manager, finance, admin, rcm, ticketing, agent, makaanManager. */
  cookie: Record<string, string>;
  agentId: number;
  otherAgentId: number;
  callerId: number;
  cityId: number;
  closedId: number;
  openId: number;
  lateId: number;
};

export async function seedReports(backend: Backend): Promise<ReportsFixture> {
  const server = await startTestServer(backend);
  const db = server.database.db;
  const cookie = await signInCast(db, server.app, 'rep', {
    manager: ['HOUSING_SALES_MANAGER'],
    finance: ['FINANCE'],
    admin: ['HOUSING_SALES_AGENT', 'ADMIN'],
    rcm: ['RCM_USER'],
    ticketing: ['TICKETING'],
    agent: ['HOUSING_SALES_AGENT'],
  });
  // A manager of the other brand sees none of brand 5's rows.
  await createUser(db, { username: 'rep-makaan-manager', roles: ['MAKAAN_SALES_MANAGER'], domainId: 1 });
  cookie.makaanManager = await loginAs(server.app, 'rep-makaan-manager');

  const agentId = await createUser(db, { username: 'rep-owner', roles: ['HOUSING_SALES_AGENT'] });
  const otherAgentId = await createUser(db, { username: 'rep-owner2', roles: ['HOUSING_SALES_AGENT'] });
  const cityId = await insertCity(db, 'Pune');
  const [pkg] = await db
    .insert(packages)
    .values({ name: 'Gold Listing', ratePrice: '1000', salesPrice: '1000', validityDays: 30 })
    .returning({ id: packages.id });
  const account = await insertAccount(db, { agentId, name: 'Rao Estates', clientTypeId: 2 });
  const ownerAccount = await insertAccount(db, { agentId: otherAgentId, name: 'Iyer Homes', clientTypeId: 3 });

  // March 2026 closes on 5 April (so a payment on 3 April counts in March).
  await db.insert(salesMonthClosures).values({ year: 2026, monthNumber: 3, closureDate: '2026-04-05' });

  // Created at 00:00 on 1 March, Kolkata (18:30 UTC the day before): inside a range starting 1 March.
  const closed = await insertOpportunity(db, {
    accountId: account.id,
    name: '=HYPERLINK("x")',
    ownerId: agentId,
    cityId,
    statusId: 2,
    createdAt: new Date('2026-02-28T18:30:00.000Z'),
  });
  const closedId = closed.id;
  await insertPackageMapping(db, { opportunityId: closedId, salesPrice: '1000', discount: '100', quantity: 2 });
  await insertPackageMapping(db, { opportunityId: closedId, salesPrice: '500' });
  const { paymentIds } = await insertPayments(db, closedId, account.id, [
    { amount: '1000', statusId: 6 },
    { amount: '500', statusId: 1 },
  ]);
  await db.update(payments).set({ paymentDate: '2026-04-03' }).where(eq(payments.id, paymentIds[0]!));
  // It entered Closed on 3 April, Kolkata (its closed date, issue 49; inserted Closed, its move is dated now).
  await db
    .update(statusChanges)
    .set({ changedAt: new Date('2026-04-03T06:00:00Z') })
    .where(and(eq(statusChanges.entity, 'opportunity'), eq(statusChanges.entityId, closedId), eq(statusChanges.toStatusId, 2)));
  // Package names come from the catalogue.
  await db.update(opportunityPackageMappings).set({ packageId: pkg!.id }).where(eq(opportunityPackageMappings.opportunityId, closedId));

  // Open, the other agent's, an owner account; created at the last millisecond of 31 March, Kolkata.
  const open = await insertOpportunity(db, {
    accountId: ownerAccount.id,
    name: 'Iyer renewal',
    ownerId: otherAgentId,
    statusId: 3,
    createdAt: new Date('2026-03-31T18:29:59.999Z'),
  });
  const openId = open.id;
  await db.update(accounts).set({ clientStatusId: 1 }).where(eq(accounts.id, ownerAccount.id));
  // Activity: the first agent logs one call inside the range and one after it.
  for (const happenedAt of [new Date('2026-03-15T06:00:00Z'), new Date('2026-04-02T06:00:00Z')]) {
    await db.insert(comments).values({ entityTypeId: 3, entityId: account.id, accountId: account.id, activityType: 'Call', text: 'Called', happenedAt, authorId: agentId });
  }
  // An agent who owns no deal but logged two meetings in March: one on the Pune deal (a Broker's), one on an Owner's account.
  const callerId = await createUser(db, { username: 'rep-caller', roles: ['HOUSING_SALES_AGENT'] });
  const meeting = { activityType: 'Meeting', text: 'Met', happenedAt: new Date('2026-03-20T06:00:00Z'), authorId: callerId };
  await db.insert(comments).values([
    { ...meeting, entityTypeId: 1, entityId: closedId, accountId: account.id },
    { ...meeting, entityTypeId: 3, entityId: ownerAccount.id, accountId: ownerAccount.id },
  ]);
  // Outside: a millisecond before 1 March and the first instant of 1 April, Kolkata.
  await insertOpportunity(db, { accountId: account.id, name: 'Too early', ownerId: agentId, createdAt: new Date('2026-02-28T18:29:59.999Z') });
  const lateId = (await insertOpportunity(db, { accountId: account.id, name: 'Too late', ownerId: agentId, createdAt: new Date('2026-03-31T18:30:00.000Z') })).id;
  // Another brand's opportunity in the range.
  const makaanAccount = await insertAccount(db, { agentId: null, name: 'Makaan Co', domainId: 1 });
  await insertOpportunity(db, { accountId: makaanAccount.id, name: 'Makaan deal', domainId: 1, createdAt: new Date('2026-03-10T06:00:00Z') });
  return { server, cookie, agentId, otherAgentId, callerId, cityId, closedId, openId, lateId };
}
