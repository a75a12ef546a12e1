import { afterAll, beforeAll, expect, it } from 'vitest';
import { dueAmountOf, type MilestoneAmounts } from '../../domain/milestones/due-amount';
import { payments } from '../db/schema/index';
import { createUser, loginAs } from '../testing/fixtures';
import { describeOnBothBackends, startTestServer, type TestServer } from '../testing/harness';
import { insertBook, snapshotAll, type Book } from '../testing/sync-fixtures';

/**
 * The mirror's rows read like the online routes' answers (rows.ts): for every field both have, the same name
 * and the same value, so a screen shows a mirrored row exactly as an online one.
 */
describeOnBothBackends('sync rows match the online routes', (backend) => {
  let server: TestServer;
  let agent: string;
  let book: Book;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const agentId = await createUser(server.database.db, { username: 'parity-agent', roles: ['HOUSING_SALES_AGENT'] });
    book = await insertBook(server.database.db, { agentId });
    agent = await loginAs(server.app, 'parity-agent');
  });
  afterAll(async () => server?.close());

  const online = async (url: string) => {
    const res = await server.app.inject({ method: 'GET', url, headers: { cookie: agent } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const mirrored = async (entity: string) => (await snapshotAll(server.app, agent, entity)).rows[0]!;
  /** The mirror row's fields that the online answer also has, compared value by value. */
  const expectSharedFieldsEqual = (row: Record<string, unknown>, answer: Record<string, unknown>, minimumShared: number) => {
    const shared = Object.keys(row).filter((key) => key in answer);
    expect(shared.length).toBeGreaterThanOrEqual(minimumShared);
    expect(Object.fromEntries(shared.map((k) => [k, row[k]]))).toEqual(Object.fromEntries(shared.map((k) => [k, answer[k]])));
  };

  it('account = the account page’s account', async () => {
    const page = await online(`/api/sapna/v3/account-page/${book.accountId}`);
    expectSharedFieldsEqual(await mirrored('account'), page.account, 19);
  });

  it('opportunity = the opportunity page', async () => {
    const page = await online(`/api/sapna/v3/opportunity-page/${book.opportunityId}`);
    expectSharedFieldsEqual(await mirrored('opportunity'), page, 20);
  });

  it('contact = the contact list row', async () => {
    const list = await online(`/api/sapna/v1/contact?filters=active==true;accountId==${book.accountId}`);
    expectSharedFieldsEqual(await mirrored('contact'), list.results[0], 14);
  });

  it('milestone and payment = the milestone list (with its payments)', async () => {
    const list = await online(`/api/sapna/v1/milestone?opportunityId=${book.opportunityId}`);
    const milestone = list.results[0];
    expectSharedFieldsEqual(await mirrored('milestone'), milestone, 16);
    expectSharedFieldsEqual(await mirrored('payment'), milestone.paymentDetails[0], 19);
  });

  it('a milestone row’s dueAmount (summed in SQL) is dueAmountOf of its amounts', async () => {
    // Payments in the pending group and in other statuses, with paise, so the SQL sum and the function meet real rows.
    await server.database.db.insert(payments).values([
      { milestoneId: book.milestoneId, amount: '123.45', statusId: 1, modeOfPaymentId: 1, pinCode: '560001' },
      { milestoneId: book.milestoneId, amount: '10.10', statusId: 6, modeOfPaymentId: 1, pinCode: '560001' },
      { milestoneId: book.milestoneId, amount: '99.99', statusId: 7, modeOfPaymentId: 1, pinCode: '560001' },
    ]);
    const rows = (await snapshotAll(server.app, agent, 'milestone')).rows as unknown as (MilestoneAmounts & { dueAmount: number })[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.dueAmount).toBe(dueAmountOf(row));
    const list = await online(`/api/sapna/v1/milestone?opportunityId=${book.opportunityId}`);
    expect(list.results[0].dueAmount).toBe(rows.find((row) => (row as unknown as { id: number }).id === list.results[0].id)?.dueAmount);
  });

  it('comment = the comment search row', async () => {
    const list = await online(`/api/sapna/v1/comment/search?entityTypeId=3&entityId=${book.accountId}`);
    expectSharedFieldsEqual(await mirrored('comment'), list.results[0], 13);
  });
});
