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

  it('serves ticket categories, field id maps, case-assign statuses and case reasons in the reference data', async () => {
    const cookie = await loginAs(server.app, 'ref-rcm');
    const body = (await server.app.inject({ method: 'GET', url: '/api/sapna/v1/reference-data', headers: { cookie } })).json();
    expect(body.ticketCategories.map((c: { name: string }) => c.name)).toEqual(['New Account', 'Map', 'Remap', 'POC Creation', 'Project Creation', 'Package Activation', 'Legal Entity']);
    expect(body.ticketFieldIdMaps.find((m: { flow: string }) => m.flow === 'pocCreation')).toEqual({
      flow: 'pocCreation',
      categoryId: 4,
      subCategoryId: 401,
      fieldIds: { 'Contact name': 4001, 'Contact phone': 4002, 'Contact email': 4003 },
    });
    expect(body.caseAssignStatuses).toEqual([
      { id: 1, name: 'Assigned' },
      { id: 2, name: 'Unassigned' },
      { id: 3, name: 'Reassigned' },
    ]);
    expect(body.caseReasons.map((r: { reason: string }) => r.reason)).toEqual(['Login Activity', 'Call Activity Logging', 'No Ozonetel Callback']);
  });

  it('serves case-assign statuses and case reasons filtered by reason; an unknown reason is a 400', async () => {
    const cookie = await loginAs(server.app, 'ref-rcm');
    const statuses = await server.app.inject({ method: 'GET', url: '/api/mystique/v1/reference-data/case-assign-status', headers: { cookie } });
    expect(statuses.statusCode).toBe(200);
    expect(statuses.json().results).toHaveLength(3);
    const login = await server.app.inject({ method: 'GET', url: '/api/mystique/v1/reference-data/case-reasons?reason=Login%20Activity', headers: { cookie } });
    expect(login.json().results).toEqual([{ id: 1, reason: 'Login Activity' }]);
    const ozonetel = await server.app.inject({ method: 'GET', url: '/api/mystique/v1/reference-data/case-reasons?reason=No%20Ozonetel%20Callback', headers: { cookie } });
    expect(ozonetel.json().results).toEqual([{ id: 3, reason: 'No Ozonetel Callback' }]);
    expect((await server.app.inject({ method: 'GET', url: '/api/mystique/v1/reference-data/case-reasons', headers: { cookie } })).json().totalCount).toBe(3);
    const unknown = await server.app.inject({ method: 'GET', url: '/api/mystique/v1/reference-data/case-reasons?reason=Lunch', headers: { cookie } });
    expect(unknown.statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: '/api/mystique/v1/reference-data/case-reasons' })).statusCode).toBe(401);
  });

  it('is refused without a session', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/sapna/v1/reference-data' });
    expect(res.statusCode).toBe(401);
  });
});
