import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { campaigns, cases } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { callerOf } from '../../testing/admin-config-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount } from '../../testing/account-fixtures';

const BOUNDARY = 'campaign-boundary';
function manualUpload(fields: Record<string, string>, csv: string, fileField = 'mFile') {
  const parts = Object.entries(fields).map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  parts.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="cases.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`);
  return { payload: `${parts.join('')}--${BOUNDARY}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

describeEachBackend('campaigns', (backend) => {
  let server: TestServer;
  const call = callerOf(() => server);
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const caseIds: number[] = [];
  let sacId: number;
  const url = '/api/mystique/v1/agent-campaign';
  const upload = (who: string, fields: Record<string, string>, csv: string, field?: string) =>
    server.app.inject({ method: 'POST', url: `${url}/manual-campaign`, ...(() => { const u = manualUpload(fields, csv, field); return { payload: u.payload, headers: { ...u.headers, cookie: cookies[who]! } }; })() });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    for (const [name, roles] of [
      ['manager', ['HOUSING_SALES_MANAGER']],
      ['owner', ['HOUSING_OWNER_AGENT']],
      ['ownerAdmin', ['HOUSING_OWNER_AGENT', 'TSPO']],
      ['agent', ['HOUSING_SALES_AGENT']],
      ['rcm', ['RCM_USER']],
    ] as const) {
      ids[name] = await createUser(db, { username: `camp-${name}`, roles: [...roles] });
      cookies[name] = await loginAs(server.app, `camp-${name}`);
    }
    const accountId = (await insertAccount(db, { agentId: null, clientTypeId: 3 })).id;
    for (let i = 0; i < 3; i++) {
      const [row] = await db.insert(cases).values({ caseTypeId: 'SOCASE', queueKind: 'owner', accountId, stageId: 98, domainId: 5 }).returning({ id: cases.id });
      caseIds.push(row!.id);
    }
    const [sac] = await db.insert(cases).values({ caseTypeId: 'SACASE', queueKind: 'owner', accountId, stageId: 20, domainId: 5 }).returning({ id: cases.id });
    sacId = sac!.id;
  });
  afterAll(() => server.close());

  it('creates, updates, lists and deletes a campaign; agents kept only when owner agents without admin roles', async () => {
    const definition = await call(cookies.manager!, 'GET', `${url}/definition`);
    expect(definition.json().caseTypeIds).toEqual(['SOCASE']);
    const created = await call(cookies.manager!, 'POST', url, {
      name: 'Pune owners',
      type: 'Normal',
      campaignDefinitionFilter: { queueKind: 'owner', stageIds: [98] },
      startDate: '2026-12-01',
      agentIds: [ids.owner, ids.ownerAdmin, ids.agent],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ message: 'Successfully created new campaign', campaign: { name: 'Pune owners', caseTypeId: 'SOCASE', agentIds: [ids.owner], active: true } });
    const id = created.json().campaign.id;
    const updated = await call(cookies.manager!, 'POST', url, { id, name: 'Pune owners 2', type: 'Manual Rechurn', startDate: '2026-12-02', active: false });
    expect(updated.json()).toMatchObject({ message: 'Campaigns Updated', campaign: { name: 'Pune owners 2', type: 'Manual Rechurn', active: false, agentIds: [] } });
    expect((await call(cookies.manager!, 'GET', url)).json()).toContainEqual(expect.objectContaining({ id, name: 'Pune owners 2' }));
    expect((await call(cookies.manager!, 'POST', url, { id: 987654, name: 'x', type: 'Normal', startDate: '2026-12-02' })).statusCode).toBe(404);
    expect((await call(cookies.manager!, 'POST', url, { name: 'x', type: 'Manual', startDate: '2026-12-02' })).statusCode).toBe(400);
    const deleted = await call(cookies.manager!, 'DELETE', `${url}?id=${id}`);
    expect(deleted.json()).toEqual({ message: 'Successfully deleted campaign' });
    expect((await call(cookies.manager!, 'DELETE', `${url}?id=${id}`)).statusCode).toBe(404);
  });

  it("a Manual campaign from a CSV of case ids: 'Campaign Added' with the totals, the cases joined", async () => {
    const csv = ['caseId', caseIds[0], caseIds[1], caseIds[1]].join('\n');
    const res = await upload('manager', { name: 'Manual list', startDate: '2026-12-01', agentIds: String(ids.owner) }, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Campaign Added',
      report: { rows: 3, accepted: 2, rejected: 1, problems: [{ row: 4, reason: 'Repeated case id' }] },
      campaign: { type: 'Manual', cases: 2, csvTotals: { rows: 3, accepted: 2, rejected: 1 }, agentIds: [ids.owner] },
    });
    const [c] = await server.database.db.select().from(cases).where(eq(cases.id, caseIds[0]!));
    expect(c!.campaignId).toBe(res.json().campaign.id);

    // Edited later, a Manual campaign keeps its type, its CSV's cases and no filter; its type cannot change.
    const id = res.json().campaign.id;
    const edited = await call(cookies.manager!, 'POST', url, { id, name: 'Manual list, paused', type: 'Manual', campaignDefinitionFilter: { queueKind: 'tenant' }, startDate: '2026-12-05', active: false, agentIds: [] });
    expect(edited.json()).toMatchObject({
      message: 'Campaigns Updated',
      campaign: { id, name: 'Manual list, paused', type: 'Manual', active: false, startDate: '2026-12-05', campaignDefinitionFilter: {}, cases: 2, csvTotals: { rows: 3, accepted: 2, rejected: 1 }, agentIds: [] },
    });
    const retyped = await call(cookies.manager!, 'POST', url, { id, name: 'Now normal', type: 'Normal', startDate: '2026-12-05' });
    expect(retyped.statusCode).toBe(422);
    expect(retyped.json().error.msg).toBe('A Manual campaign stays Manual: its cases come from its CSV');
    const [kept] = await server.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(kept).toMatchObject({ name: 'Manual list, paused', type: 'Manual' });
  });

  it('a Normal campaign cannot become Manual by an edit, and a Manual one is not created as JSON', async () => {
    const created = await call(cookies.manager!, 'POST', url, { name: 'Stays normal', type: 'Normal', startDate: '2026-12-01' });
    const id = created.json().campaign.id;
    const manual = await call(cookies.manager!, 'POST', url, { id, name: 'Stays normal', type: 'Manual', startDate: '2026-12-01' });
    expect(manual.statusCode).toBe(422);
    expect(manual.json().error.msg).toBe('A campaign cannot become Manual: upload a CSV of case ids to create one');
    const [kept] = await server.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(kept!.type).toBe('Normal');
    const json = await call(cookies.manager!, 'POST', url, { name: 'x', type: 'Manual', startDate: '2026-12-02' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.msg).toBe('Campaign type must be Normal or Manual Rechurn (a Manual campaign is uploaded as a CSV)');
  });

  it('a wrong header or ids that are not owner cases: 422 with the per-row report, nothing created', async () => {
    const before = (await server.database.db.select().from(campaigns)).length;
    const header = await upload('manager', { name: 'Bad', startDate: '2026-12-01' }, `id\n${caseIds[2]}`);
    expect(header.statusCode).toBe(422);
    expect(header.json()).toMatchObject({ error: { msg: 'The CSV must have one column headed caseId' }, report: { problems: [{ row: 1 }] } });
    const bad = await upload('manager', { name: 'Bad', startDate: '2026-12-01' }, ['caseId', caseIds[2], 'abc', 987654, sacId].join('\n'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().report.problems).toEqual([
      { row: 3, value: 'abc', reason: 'Not a case id' },
      { row: 4, value: '987654', reason: 'No owner case with this id' },
      { row: 5, value: String(sacId), reason: 'No owner case with this id' },
    ]);
    expect((await upload('manager', { name: 'Bad', startDate: '2026-12-01' }, `caseId\n${caseIds[2]}`, 'file')).statusCode).toBe(400);
    expect((await upload('manager', { startDate: '2026-12-01' }, `caseId\n${caseIds[2]}`)).statusCode).toBe(400);
    expect((await server.database.db.select().from(campaigns)).length).toBe(before);
    const [c] = await server.database.db.select().from(cases).where(eq(cases.id, caseIds[2]!));
    expect(c!.campaignId).toBeNull();
  });

  it('teams only: agents and read-only users are refused', async () => {
    expect((await call(cookies.agent!, 'GET', url)).statusCode).toBe(403);
    expect((await call(cookies.owner!, 'POST', url, { name: 'x', type: 'Normal', startDate: '2026-12-02' })).statusCode).toBe(403);
    expect((await call(cookies.rcm!, 'DELETE', `${url}?id=1`)).statusCode).toBe(403);
    expect((await upload('agent', { name: 'x', startDate: '2026-12-01' }, `caseId\n${caseIds[2]}`)).statusCode).toBe(403);
  });
});
