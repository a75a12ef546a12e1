import { afterAll, beforeAll, expect, it } from 'vitest';
import { cities } from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';

describeEachBackend('reference data', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
    await server.database.db.insert(cities).values([
      { name: 'Pune', uuid: 'c-pune', stateName: 'Maharashtra', tier: 1 },
      { name: 'Agra', uuid: 'c-agra', stateName: 'Uttar Pradesh', tier: 2 },
    ]);
    await createUser(server.database.db, { username: 'ref-rcm', roles: ['RCM_USER'] });
  });
  afterAll(async () => server?.close());

  it('serves the named reference lists and the cities to any signed-in user', async () => {
    const cookie = await loginAs(server.app, 'ref-rcm');
    const res = await server.app.inject({ method: 'GET', url: '/api/sapna/v1/reference-data', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.paymentModes).toContainEqual({ id: 10, name: 'Online payment link' });
    expect(body.paymentStatuses).toContainEqual({ id: 9, name: 'Sent Back to RAM', groups: ['sentBackToRam', 'pending'] });
    expect(body.paymentStatusGroups.pending).toEqual([1, 2, 3, 4, 5, 9, 12, 13, 20]);
    expect(body.paymentTypes).toEqual(['normal', 'Recollection', 'Representation']);
    expect(body.termsheetStatuses).toContainEqual({ id: 5, name: 'Cancelled', editable: false, blocksNewTermsheet: false, pdfAllowed: false });
    expect(body.termsheetStatuses).toContainEqual({ id: 1, name: 'Created', editable: true, blocksNewTermsheet: true, pdfAllowed: true });
    expect(body.opportunityStatuses).toContainEqual({ id: 2, name: 'Closed', bucket: 'closed' });
    expect(body.clientTypes).toContainEqual({ id: 5, name: 'Marketing Agency' });
    expect(body.clientStatuses).toEqual([
      { id: 1, name: 'Hot' },
      { id: 2, name: 'Cold' },
      { id: 3, name: 'Warm' },
    ]);
    expect(body.activityTypes).toEqual(['Email', 'Call', 'Dropin', 'Meeting']);
    expect(body.cities.map((c: { name: string }) => c.name)).toEqual(['Agra', 'Pune']);
  });

  it('is refused without a session', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/sapna/v1/reference-data' });
    expect(res.statusCode).toBe(401);
  });
});
