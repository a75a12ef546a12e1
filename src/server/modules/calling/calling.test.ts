import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calls, cases, comments, ownerSalesSettings } from '../../db/schema/index';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { callerOf } from '../../testing/admin-config-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount } from '../../testing/account-fixtures';
import { insertPackage } from '../../testing/opportunity-fixtures';
import { testConfig } from '../../config';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './telephony';

const SECRET = 'test-telephony-secret';
const WEBHOOK = '/api/mystique/v1/telephony/webhook/simulated';

describeOnBothBackends('calling', (backend) => {
  let server: TestServer;
  const call = callerOf(() => server);
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let accountId: number;
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;

  async function insertCase(values: Partial<typeof cases.$inferInsert> = {}): Promise<number> {
    const [row] = await server.database.db
      .insert(cases)
      .values({ caseTypeId: 'SOCASE', queueKind: 'owner', accountId, contactName: 'Ravi', contactPhone: '9876543210', stageId: 98, caseSubTypeId: 13, domainId: 5, ...values })
      .returning({ id: cases.id });
    return row!.id;
  }

  function signed(events: object[], opts: { secret?: string; timestamp?: number } = {}) {
    const rawBody = JSON.stringify({ events });
    const timestamp = String(opts.timestamp ?? Date.now());
    return server.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signWebhook(opts.secret ?? SECRET, timestamp, rawBody) },
      payload: rawBody,
    });
  }

  beforeAll(async () => {
    // The simulated provider posts nothing by itself here (delay -1): the tests post signed events by hand.
    const telephony = testConfig().telephony;
    server = await startTestServer(backend, { telephony: { ...telephony, webhookSecret: SECRET, simDelayMs: -1, callStatusTimeoutMs: 60_000 } });
    const db = server.database.db;
    for (const [name, roles] of [
      ['owner1', ['HOUSING_OWNER_AGENT']],
      ['owner2', ['HOUSING_OWNER_AGENT']],
      ['manager', ['HOUSING_SALES_MANAGER']],
      ['rcm', ['RCM_USER']],
      ['content', ['HOUSING_CONTENT']],
    ] as const) {
      ids[name] = await createUser(db, { username: `call-${name}`, roles: [...roles] });
      cookies[name] = await loginAs(server.app, `call-${name}`);
    }
    accountId = (await insertAccount(db, { agentId: null, clientTypeId: 3, name: 'Owner Ravi' })).id;
  });
  afterAll(() => server.close());

  it("an empty queue says 'No opportunity available to pull'", async () => {
    const res = await call(cookies.owner1!, 'POST', '/api/mystique/v1/calling-queue/pull', { kind: 'tenant' });
    expect(res.statusCode).toBe(404);
    expect(msg(res)).toBe('No opportunity available to pull');
  });

  it('concurrent pulls hand out distinct cases, each to exactly one agent', async () => {
    const made = [await insertCase({ queueKind: 'tenant' }), await insertCase({ queueKind: 'tenant' })];
    const [a, b] = await Promise.all([
      call(cookies.owner1!, 'POST', '/api/mystique/v1/calling-queue/pull', { kind: 'tenant' }),
      call(cookies.owner2!, 'POST', '/api/mystique/v1/calling-queue/pull', { kind: 'tenant' }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const got = [a.json().case.id, b.json().case.id];
    expect(new Set(got).size).toBe(2);
    expect(got.sort()).toEqual(made.sort());
    const rows = await server.database.db.select().from(cases).where(eq(cases.queueKind, 'tenant'));
    expect(rows.map((r) => r.assignedAgentId).sort()).toEqual([ids.owner1, ids.owner2].sort());
    expect(msg(await call(cookies.owner1!, 'POST', '/api/mystique/v1/calling-queue/pull', { kind: 'tenant' }))).toBe('No opportunity available to pull');
    // The queue shows the agent's own case with its number in full (the dialing screen).
    const queue = await call(cookies.owner1!, 'GET', '/api/mystique/v1/calling-queue?kind=tenant');
    expect(queue.json()).toMatchObject({ kind: 'tenant', available: 0, mine: [{ contactPhone: '9876543210', statusId: 2 }] });
  });

  it('prioritised cases come first when the owner sales config says so', async () => {
    const db = server.database.db;
    const plain = await insertCase({ queueKind: 'owner', caseTypeId: 'SACASE' });
    const urgent = await insertCase({ queueKind: 'owner', caseTypeId: 'SACASE', prioritised: true });
    await db.insert(ownerSalesSettings).values({ id: 1, prioritisedPull: true }).onConflictDoUpdate({ target: ownerSalesSettings.id, set: { prioritisedPull: true } });
    const first = await call(cookies.owner2!, 'POST', '/api/mystique/v1/calling-queue/pull', { kind: 'owner' });
    expect(first.json().case.id).toBe(urgent);
    await db.update(ownerSalesSettings).set({ prioritisedPull: false });
    const second = await call(cookies.owner2!, 'POST', '/api/mystique/v1/calling-queue/pull', { kind: 'owner' });
    expect(second.json().case.id).toBe(plain);
  });

  it('dials, takes signed provider events once each, and logs the outcome once as a Call comment', async () => {
    const caseId = await insertCase({ queueKind: 'owner' });
    expect((await call(cookies.owner1!, 'POST', '/api/mystique/v1/calling-queue/pull', { kind: 'owner' })).json().case.id).toBe(caseId);
    // A typed number must be exactly 10 digits.
    const bad = await call(cookies.owner1!, 'POST', `/api/mystique/v1/cases/${caseId}/call`, { number: '98765' });
    expect(bad.statusCode).toBe(400);
    expect(msg(bad)).toBe('Phone number must be exactly 10 digits.');
    expect(await server.database.db.select().from(calls).where(eq(calls.caseId, caseId))).toHaveLength(0);
    // Another agent cannot dial it.
    expect((await call(cookies.owner2!, 'POST', `/api/mystique/v1/cases/${caseId}/call`, {})).statusCode).toBe(409);

    const dialled = await call(cookies.owner1!, 'POST', `/api/mystique/v1/cases/${caseId}/call`, {});
    expect(dialled.statusCode).toBe(200);
    expect(dialled.json()).toMatchObject({ message: 'Call initiated successfully', call: { status: 'initiated', customerNumber: '9876543210', callSourceId: 18 } });
    const callId: number = dialled.json().call.id;
    const [row] = await server.database.db.select().from(calls).where(eq(calls.id, callId));
    const providerCallId = row!.providerCallId;
    // A second call while this one is live is refused.
    expect((await call(cookies.owner1!, 'POST', `/api/mystique/v1/cases/${caseId}/call`, {})).statusCode).toBe(409);
    // The outcome waits for the call to end.
    expect((await call(cookies.owner1!, 'POST', `/api/mystique/v1/calls/${callId}/outcome`, { outcomeId: 12 })).statusCode).toBe(409);

    const at = new Date().toISOString();
    const ringing = { eventId: `e1-${callId}`, callId: providerCallId, type: 'ringing', at };
    expect((await signed([ringing])).json()).toEqual({ applied: 1, duplicates: 0 });
    expect((await signed([ringing])).json()).toEqual({ applied: 0, duplicates: 1 });
    expect((await call(cookies.owner1!, 'GET', `/api/mystique/v1/calls/${callId}`)).json().status).toBe('ringing');
    const done = [
      { eventId: `e2-${callId}`, callId: providerCallId, type: 'answered', at },
      { eventId: `e3-${callId}`, callId: providerCallId, type: 'completed', at, durationSeconds: 95 },
    ];
    expect((await signed(done)).json()).toEqual({ applied: 2, duplicates: 0 });
    expect((await signed(done)).json()).toEqual({ applied: 0, duplicates: 2 });
    const status = await call(cookies.owner1!, 'GET', `/api/mystique/v1/calls/${callId}`);
    expect(status.json()).toMatchObject({ status: 'completed', final: true, durationSeconds: 95, suggestedOutcomeId: 12, outcomeId: null });
    // Outside the dialing agent, the number is masked.
    expect((await call(cookies.manager!, 'GET', `/api/mystique/v1/calls/${callId}`)).json().customerNumber).toBe('******3210');

    const outcome = await call(cookies.owner1!, 'POST', `/api/mystique/v1/calls/${callId}/outcome`, { outcomeId: 12, remark: 'Wants premium' });
    expect(outcome.statusCode).toBe(200);
    const again = await call(cookies.owner1!, 'POST', `/api/mystique/v1/calls/${callId}/outcome`, { outcomeId: 13 });
    expect(again.statusCode).toBe(409);
    const logged = await server.database.db.select().from(comments).where(eq(comments.accountId, accountId));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ activityType: 'Call', callStatusId: 12, callDurationSeconds: 95, entityTypeId: 3, entityId: accountId, authorId: ids.owner1 });
    expect(logged[0]!.text).toBe(`Case #${caseId}: Connected — Wants premium`);
    const [after] = await server.database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(after).toMatchObject({ lastCallOutcomeId: 12, statusId: 3 });
  });

  it('refuses a bad signature or a stale timestamp (401) and unknown calls (404), changing nothing', async () => {
    const caseId = await insertCase({ queueKind: 'owner' });
    await call(cookies.owner2!, 'POST', '/api/mystique/v1/calling-queue/pull', { kind: 'owner' });
    const dialled = await call(cookies.owner2!, 'POST', `/api/mystique/v1/cases/${caseId}/call`, { number: '9123456780' });
    expect(dialled.json().call.customerNumber).toBe('9123456780');
    const [row] = await server.database.db.select().from(calls).where(eq(calls.id, dialled.json().call.id));
    const event = { eventId: `x-${row!.id}`, callId: row!.providerCallId, type: 'busy', at: new Date().toISOString() };
    expect((await signed([event], { secret: 'wrong-secret-value' })).statusCode).toBe(401);
    expect((await signed([event], { timestamp: Date.now() - 10 * 60_000 })).statusCode).toBe(401);
    const unsigned = await server.app.inject({ method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ events: [event] }) });
    expect(unsigned.statusCode).toBe(401);
    expect((await signed([{ ...event, callId: 'sim-unknown' }])).statusCode).toBe(404);
    const [still] = await server.database.db.select().from(calls).where(eq(calls.id, row!.id));
    expect(still!.status).toBe('initiated');
    expect((await signed([event])).json()).toEqual({ applied: 1, duplicates: 0 });
    expect((await call(cookies.owner2!, 'GET', `/api/mystique/v1/calls/${row!.id}`)).json()).toMatchObject({ status: 'busy', suggestedOutcomeId: 13 });
  });

  it("closes a call with no final event in time as 'No Ozonetel Callback'; the agent then picks the outcome", async () => {
    const caseId = await insertCase({ queueKind: 'owner' });
    await call(cookies.owner1!, 'POST', '/api/mystique/v1/calling-queue/pull', { kind: 'owner' });
    const callId: number = (await call(cookies.owner1!, 'POST', `/api/mystique/v1/cases/${caseId}/call`, {})).json().call.id;
    await server.database.db.update(calls).set({ startedAt: new Date(Date.now() - 61_000) }).where(eq(calls.id, callId));
    const status = await call(cookies.owner1!, 'GET', `/api/mystique/v1/calls/${callId}`);
    expect(status.json()).toMatchObject({ status: 'no-callback', final: true, suggestedOutcomeId: null });
    const [c] = await server.database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(c!.reason).toBe('No Ozonetel Callback');
    const redial = await call(cookies.owner1!, 'POST', `/api/mystique/v1/calls/${callId}/outcome`, { outcomeId: 279 });
    expect(redial.statusCode).toBe(200);
    const [kept] = await server.database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(kept).toMatchObject({ statusId: 2, lastCallOutcomeId: 279 });
    expect((await call(cookies.owner1!, 'POST', `/api/mystique/v1/calls/${callId}/outcome`, { outcomeId: 7 })).statusCode).toBe(400);
  });

  it('shares a package and a link with the held case’s contact', async () => {
    const caseId = await insertCase({ queueKind: 'owner' });
    const pkg = await insertPackage(server.database.db, { name: 'Owner Plus' });
    await call(cookies.owner2!, 'POST', '/api/mystique/v1/calling-queue/pull', { kind: 'owner' });
    const share = await call(cookies.owner2!, 'POST', `/api/mystique/v1/cases/${caseId}/package-share`, { packageId: pkg });
    expect(share.json()).toEqual({ message: 'Package Details shared successfully' });
    expect((await call(cookies.owner2!, 'POST', `/api/mystique/v1/cases/${caseId}/package-share`, { packageId: 999999 })).statusCode).toBe(404);
    const link = await call(cookies.owner2!, 'POST', `/api/mystique/v1/cases/${caseId}/link-share`, { link: 'https://pay.example.test/l/1' });
    expect(link.json()).toEqual({ message: 'Link shared successfully' });
    await server.database.db.update(cases).set({ contactPhone: null }).where(eq(cases.id, caseId));
    const failed = await call(cookies.owner2!, 'POST', `/api/mystique/v1/cases/${caseId}/link-share`, { link: 'https://pay.example.test/l/1' });
    expect(failed.statusCode).toBe(422);
    expect(msg(failed)).toBe('Link sharing failed');
    expect(msg(await call(cookies.owner2!, 'POST', `/api/mystique/v1/cases/${caseId}/package-share`, { packageId: pkg }))).toBe('Package Details sharing failed');
  });

  it('sac/soc key-search filters by selector arrays, masks numbers, and keeps agents to their own cases', async () => {
    const selector = encodeURIComponent(JSON.stringify({ filters: [{ key: 'stageId', values: [98] }, { key: 'assignedAgentId', values: [ids.owner1] }] }));
    const soc = await call(cookies.manager!, 'GET', `/api/mystique/v1/soc/key-search?selector=${selector}`);
    expect(soc.statusCode).toBe(200);
    expect(soc.json().totalCount).toBeGreaterThan(0);
    for (const r of soc.json().results) expect(r).toMatchObject({ caseTypeId: 'SOCASE', assignedAgentId: ids.owner1, contactPhone: '******3210' });
    const sac = await call(cookies.manager!, 'GET', '/api/mystique/v1/sac/key-search');
    expect(sac.json().results.every((r: { caseTypeId: string }) => r.caseTypeId === 'SACASE')).toBe(true);
    expect(sac.json().totalCount).toBe(2);
    const own = await call(cookies.owner2!, 'GET', '/api/mystique/v1/soc/key-search');
    expect(own.json().results.every((r: { assignedAgentId: number }) => r.assignedAgentId === ids.owner2)).toBe(true);
    expect((await call(cookies.manager!, 'GET', '/api/mystique/v1/soc/key-search?selector=nope')).statusCode).toBe(400);
    expect((await call(cookies.manager!, 'GET', `/api/mystique/v1/soc/key-search?selector=${encodeURIComponent('{"filters":[{"key":"phone","values":[1]}]}')}`)).statusCode).toBe(400);
    // Read-only users may search (their scope) but change nothing.
    expect((await call(cookies.rcm!, 'GET', '/api/mystique/v1/soc/key-search')).statusCode).toBe(200);
  });

  it('refuses writes to roles that do not sell (403)', async () => {
    for (const who of ['rcm', 'content'] as const) {
      expect((await call(cookies[who]!, 'POST', '/api/mystique/v1/calling-queue/pull', { kind: 'owner' })).statusCode).toBe(403);
      expect((await call(cookies[who]!, 'POST', '/api/mystique/v1/cases/1/call', {})).statusCode).toBe(403);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/mystique/v1/calling-queue?kind=owner' })).statusCode).toBe(401);
  });
});
