import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testConfig } from '../config';
import { calls, cases, comments } from '../db/schema/index';
import { insertAccount } from '../testing/account-fixtures';
import { createUser, loginAs } from '../testing/fixtures';
import { describeOnBothBackends, startTestServer, type TestServer } from '../testing/harness';
import { command, pushAs } from '../testing/sync-fixtures';

// A call outcome the agent logged with no signal (issue 13 "Offline"): the logCallOutcome push command applies the
// online route's rule exactly once: one Call comment, the case closed once, the same answer on every replay.

describeOnBothBackends('sync push: logCallOutcome', (backend) => {
  let server: TestServer;
  let agent: string;
  let agentId: number;
  let bookAccountId: number;
  let otherAccountId: number;

  beforeAll(async () => {
    // The provider posts nothing by itself (delay -1): the tests end calls in the database.
    server = await startTestServer(backend, { telephony: { ...testConfig().telephony, simDelayMs: -1, callStatusTimeoutMs: 60_000 } });
    const db = server.database.db;
    agentId = await createUser(db, { username: 'outbox-owner', roles: ['HOUSING_OWNER_AGENT'] });
    await createUser(db, { username: 'outbox-rcm', roles: ['RCM_USER'] });
    agent = await loginAs(server.app, 'outbox-owner');
    // One account in the agent's book (its comments are on the device), one in nobody's (an owner case's usual account).
    bookAccountId = (await insertAccount(db, { agentId, clientTypeId: 3, name: 'Owner in the book' })).id;
    otherAccountId = (await insertAccount(db, { agentId: null, clientTypeId: 3, name: 'Owner elsewhere' })).id;
  });
  afterAll(async () => server?.close());

  const db = () => server.database.db;
  const call = (method: string, url: string, payload?: object) => server.app.inject({ method: method as 'POST', url, headers: { cookie: agent }, ...(payload ? { payload } : {}) });

  /** A case held by the agent with a call on it, ended by the provider (or still running). */
  async function heldCall(opts: { accountId?: number; ended?: boolean } = {}): Promise<{ caseId: number; callId: number }> {
    const [c] = await db()
      .insert(cases)
      .values({ caseTypeId: 'SOCASE', queueKind: 'owner', accountId: opts.accountId ?? otherAccountId, contactName: 'Ravi', contactPhone: '9876543210', stageId: 98, caseSubTypeId: 13, domainId: 5, assignedAgentId: agentId, statusId: 2 })
      .returning({ id: cases.id });
    const dialled = await call('POST', `/api/mystique/v1/cases/${c!.id}/call`, {});
    expect(dialled.statusCode).toBe(200);
    const callId: number = dialled.json().call.id;
    if (opts.ended !== false) await db().update(calls).set({ status: 'completed', durationSeconds: 42, suggestedOutcomeId: 12, endedAt: new Date() }).where(eq(calls.id, callId));
    return { caseId: c!.id, callId };
  }

  const commentsOf = (accountId: number) => db().select().from(comments).where(eq(comments.accountId, accountId));
  const caseRow = async (caseId: number) => (await db().select().from(cases).where(eq(cases.id, caseId)))[0]!;
  const outcomes = (body: { results: { outcome: string }[] }) => body.results.map((r) => r.outcome);

  it('replaying the same command logs one Call comment and closes the case once, answering the same each time', async () => {
    const { caseId, callId } = await heldCall({ accountId: bookAccountId });
    const clientId = randomUUID();
    const deviceTime = new Date(Date.now() - 10 * 60_000).toISOString();
    const batch = [command(1, 'logCallOutcome', { callId, caseId, outcomeId: 12, remark: 'Wants premium', clientId }, { deviceTime })];
    const device = randomUUID();

    const first = await pushAs(server.app, agent, device, batch);
    expect(first.status).toBe(200);
    expect(first.body.results[0]).toMatchObject({ seq: 1, outcome: 'applied' });
    // The comment is on an account of the agent's book: the device replaces its own copy with the server's row.
    expect(first.body.results[0].result.changes).toEqual([
      expect.objectContaining({ entity: 'comment', op: 'upsert', accountId: bookAccountId, row: expect.objectContaining({ clientId, activityType: 'Call', callStatusId: 12 }) }),
    ]);
    const closed = await caseRow(caseId);
    expect(closed).toMatchObject({ statusId: 3, lastCallOutcomeId: 12 });

    // The answer was lost: the device sends the same command again, then once more under a new seq (same mutation).
    const again = await pushAs(server.app, agent, device, batch);
    expect(again.body.results[0]).toMatchObject({ seq: 1, outcome: 'duplicate', result: first.body.results[0].result });
    const resent = await pushAs(server.app, agent, device, [{ ...batch[0]!, seq: 2 }]);
    expect(outcomes(resent.body)).toEqual(['duplicate']);

    const logged = await commentsOf(bookAccountId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ activityType: 'Call', text: `Case #${caseId}: Connected — Wants premium`, callStatusId: 12, callDurationSeconds: 42, clientId, authorId: agentId });
    // When the agent logged it, not when the server heard of it.
    expect(logged[0]!.happenedAt.toISOString()).toBe(deviceTime);
    expect((await db().select().from(calls).where(eq(calls.id, callId)))[0]).toMatchObject({ outcomeId: 12, commentId: logged[0]!.id });
    // Closed once: the replays did not touch the case again.
    expect((await caseRow(caseId)).updatedAt.getTime()).toBe(closed.updatedAt.getTime());
  });

  it('a new install replaying the same outcome (same clientId) gets the stored one; redial keeps the case with the agent', async () => {
    const { caseId, callId } = await heldCall();
    const args = { callId, caseId, outcomeId: 279, clientId: randomUUID() };
    const first = await pushAs(server.app, agent, randomUUID(), [command(1, 'logCallOutcome', args)]);
    expect(outcomes(first.body)).toEqual(['applied']);
    // The account is in nobody's book: nothing of it is on the device, the change says so.
    expect(first.body.results[0].result.changes).toEqual([expect.objectContaining({ entity: 'comment', op: 'delete', accountId: otherAccountId })]);
    const other = await pushAs(server.app, agent, randomUUID(), [command(1, 'logCallOutcome', args)]);
    expect(outcomes(other.body)).toEqual(['applied']);
    expect((await commentsOf(otherAccountId)).filter((c) => c.clientId === args.clientId)).toHaveLength(1);
    expect(await caseRow(caseId)).toMatchObject({ statusId: 2, lastCallOutcomeId: 279 });
  });

  it('rejects, as the online route does, an unknown call or case, a bad outcome, a running call and an outcome already logged; nothing changes and the queue moves on', async () => {
    const running = await heldCall({ ended: false });
    const loggedOnline = await heldCall();
    expect((await call('POST', `/api/mystique/v1/calls/${loggedOnline.callId}/outcome`, { outcomeId: 13 })).statusCode).toBe(200);
    const good = await heldCall();
    const before = (await commentsOf(otherAccountId)).length;
    const arg = (target: { caseId: number; callId: number }, extra: Record<string, unknown> = {}) => ({ callId: target.callId, caseId: target.caseId, outcomeId: 13, clientId: randomUUID(), ...extra });

    const res = await pushAs(server.app, agent, randomUUID(), [
      command(1, 'logCallOutcome', arg(good, { callId: 999_999 })),
      command(2, 'logCallOutcome', arg(good, { caseId: running.caseId })),
      command(3, 'logCallOutcome', arg(good, { outcomeId: 7 })),
      command(4, 'logCallOutcome', arg(running)),
      command(5, 'logCallOutcome', arg(loggedOnline, { outcomeId: 12 })),
      command(6, 'logCallOutcome', arg(good, { outcomeId: 375 })),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { outcome: string; error?: unknown }) => r.error ?? r.outcome)).toEqual([
      { status: 404, msg: 'Call not found' },
      { status: 404, msg: 'Case not found' },
      { status: 400, msg: 'Choose a call outcome' },
      { status: 409, msg: 'The call is still in progress' },
      { status: 409, msg: 'The outcome of this call is already logged' },
      'applied',
    ]);
    // Only the last command wrote: one comment; the running call's case is untouched; the online outcome stands.
    expect(await commentsOf(otherAccountId)).toHaveLength(before + 1);
    expect(await caseRow(running.caseId)).toMatchObject({ statusId: 2, lastCallOutcomeId: null });
    expect(await caseRow(loggedOnline.caseId)).toMatchObject({ statusId: 3, lastCallOutcomeId: 13 });
    expect(await caseRow(good.caseId)).toMatchObject({ statusId: 3, lastCallOutcomeId: 375 });
  });

  it("another agent's call is not found; a read-only user may not push it", async () => {
    const mine = await heldCall();
    await createUser(db(), { username: 'outbox-owner-2', roles: ['HOUSING_OWNER_AGENT'] });
    const other = await loginAs(server.app, 'outbox-owner-2');
    const res = await pushAs(server.app, other, randomUUID(), [command(1, 'logCallOutcome', { ...mine, outcomeId: 12, clientId: randomUUID() })]);
    expect(res.body.results[0]).toMatchObject({ outcome: 'rejected', error: { status: 404, msg: 'Call not found' } });
    const rcm = await loginAs(server.app, 'outbox-rcm');
    expect((await pushAs(server.app, rcm, randomUUID(), [command(1, 'logCallOutcome', { ...mine, outcomeId: 12, clientId: randomUUID() })])).status).toBe(403);
    expect(await caseRow(mine.caseId)).toMatchObject({ statusId: 2, lastCallOutcomeId: null });
  });
});
