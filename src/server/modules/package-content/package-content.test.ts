import { afterAll, beforeAll, expect, it } from 'vitest';
import { packageContents } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { callerOf, createAdminCast } from '../../testing/admin-config-fixtures';
import { insertPackage } from '../../testing/opportunity-fixtures';

describeEachBackend('package content', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let packageId: number;
  const call = callerOf(() => server);
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;
  const body = { title: 'Premium for owners', description: 'Reach more tenants.', highlights: ['Top slot', 'Verified tag'], imageUrl: 'https://img.example.test/p.png' };

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await createAdminCast(server, 'pc'));
    packageId = await insertPackage(server.database.db, { name: 'Owner Sell Premium' });
  });
  afterAll(() => server.close());

  it('reads empty content, saves it as a content user, reads it back', async () => {
    const empty = await call(cookies.agent!, 'GET', `/api/sapna/v1/package-content/${packageId}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ packageId, packageName: 'Owner Sell Premium', title: '', highlights: [], imageUrl: null, updatedAt: null });
    const saved = await call(cookies.content!, 'PUT', `/api/sapna/v1/package-content/${packageId}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, packageId });
    expect(saved.json().updatedAt).not.toBeNull();
    const list = await call(cookies.content!, 'GET', '/api/sapna/v1/package-content');
    expect(list.json().results).toContainEqual(expect.objectContaining({ packageId, hasContent: true }));
    const edited = await call(cookies.admin!, 'PUT', `/api/sapna/v1/package-content/${packageId}`, { ...body, highlights: [], imageUrl: '' });
    expect(edited.json()).toMatchObject({ highlights: [], imageUrl: null });
  });

  it('validates: title required, image URL http(s), at most 10 highlights; unknown package 404', async () => {
    expect(msg(await call(cookies.content!, 'PUT', `/api/sapna/v1/package-content/${packageId}`, { ...body, title: ' ' }))).toBe('This field is required.');
    expect(msg(await call(cookies.content!, 'PUT', `/api/sapna/v1/package-content/${packageId}`, { ...body, imageUrl: 'javascript:alert(1)' }))).toBe(
      'Please enter an image URL starting with http:// or https://',
    );
    expect(msg(await call(cookies.content!, 'PUT', `/api/sapna/v1/package-content/${packageId}`, { ...body, highlights: Array(11).fill('x') }))).toBe('At most 10 highlights.');
    const missing = await call(cookies.content!, 'PUT', '/api/sapna/v1/package-content/999999', body);
    expect(missing.statusCode).toBe(404);
    expect(msg(missing)).toBe('Package not found');
    expect((await call(cookies.content!, 'GET', '/api/sapna/v1/package-content/999999')).statusCode).toBe(404);
  });

  it('content (Housing Content, Admin) only writes', async () => {
    const before = await server.database.db.select().from(packageContents);
    for (const who of ['lookupAdmin', 'manager', 'agent'] as const) {
      expect((await call(cookies[who]!, 'PUT', `/api/sapna/v1/package-content/${packageId}`, body)).statusCode).toBe(403);
    }
    for (const who of ['rcm', 'ticketing', 'lookupView'] as const) {
      expect((await call(cookies[who]!, 'PUT', `/api/sapna/v1/package-content/${packageId}`, body)).json()).toEqual({ error: { msg: 'You have read-only access.' } });
    }
    expect(await server.database.db.select().from(packageContents)).toEqual(before);
  });
});
