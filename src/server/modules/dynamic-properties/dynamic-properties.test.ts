import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppInstance } from '../../http';
import { asConsole, describeEachBackend, memoryMailer, startTestServer, type TestServer } from '../../testing/harness';
import { loginAs } from '../../testing/fixtures';
import { createSupportCast } from '../../testing/support-fixtures';
import { dynamicPropertyCacheOf } from './dynamic-properties.service';

describeEachBackend('dynamic properties', (backend) => {
  let server: TestServer;
  let second: AppInstance;
  let secondDeps: Parameters<typeof buildApp>[0];
  let cookies: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await createSupportCast(server, 'dyn'));
    // A second server process on the same database (its own cache and its own LISTEN).
    secondDeps = { config: server.config, database: server.database, mailer: memoryMailer() };
    second = asConsole(await buildApp(secondDeps, { logger: false }));
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  const put = (app: AppInstance, cookie: string, key: string, payload: unknown) => app.inject({ method: 'PUT', url: `/api/sapna/v1/dynamicProperties/${key}`, headers: { cookie }, payload: payload as object });

  it('Admin reads and changes a property; the value is checked against its key; unknown keys 404', async () => {
    const list = await server.app.inject({ method: 'GET', url: '/api/sapna/v1/dynamicProperties', headers: { cookie: cookies.admin! } });
    expect(list.json().results.map((p: { key: string }) => p.key)).toEqual(['accountLinkSharing.allowList', 'accountLinkSharing.enabled', 'npSlot.stopUserId']);
    const saved = await put(server.app, cookies.admin!, 'accountLinkSharing.allowList', { value: ['a@example.test'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ key: 'accountLinkSharing.allowList', value: ['a@example.test'], updatedByName: 'dyn-admin Test' });
    expect((await put(server.app, cookies.admin!, 'accountLinkSharing.allowList', { value: ['not-an-email'] })).json().error.msg).toBe('Each entry must be an e-mail address.');
    expect((await put(server.app, cookies.admin!, 'accountLinkSharing.enabled', { value: 'yes' })).statusCode).toBe(400);
    expect((await put(server.app, cookies.admin!, 'accountLinkSharing.enabled', {})).statusCode).toBe(400);
    expect((await put(server.app, cookies.admin!, 'nope', { value: 1 })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/sapna/v1/dynamicProperties/nope', headers: { cookie: cookies.admin! } })).statusCode).toBe(404);
    for (const who of ['finance', 'lookupAdmin', 'agent', 'rcm']) {
      expect((await put(server.app, cookies[who]!, 'accountLinkSharing.enabled', { value: true })).statusCode, who).toBe(403);
      expect((await server.app.inject({ method: 'GET', url: '/api/sapna/v1/dynamicProperties/accountLinkSharing.enabled', headers: { cookie: cookies[who]! } })).statusCode, who).toBe(403);
    }
  });

  it('a write in one process reaches the other at once (NOTIFY), while reads are otherwise cached 30 s', async () => {
    const first = dynamicPropertyCacheOf(server.app.deps);
    const other = dynamicPropertyCacheOf(secondDeps);
    expect(other).not.toBe(first);
    expect(await other.get('accountLinkSharing.enabled')).toBe(false);
    // Cached: a change that bypasses the route (no NOTIFY) is not seen within 30 s.
    await server.database.db.execute(`update dynamic_properties set value = 'true' where key = 'accountLinkSharing.enabled'` as never);
    expect(await other.get('accountLinkSharing.enabled')).toBe(false);
    // Through the route on the first process: the second forgets its copy.
    const cookie = await loginAs(server.app, 'dyn-admin');
    expect((await put(server.app, cookie, 'accountLinkSharing.enabled', { value: true })).statusCode).toBe(200);
    await expect.poll(() => other.get('accountLinkSharing.enabled'), { timeout: 5000 }).toBe(true);
    expect((await put(second, cookie, 'accountLinkSharing.enabled', { value: false })).statusCode).toBe(200);
    await expect.poll(() => first.get('accountLinkSharing.enabled'), { timeout: 5000 }).toBe(false);
  });
});
