import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from './db/client';
import { describeEachBackend, startTestServer, type TestServer } from './testing/harness';

describeEachBackend('app core', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('answers health and readiness', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', database: backend.name });
  });

  it('is not ready while a migration is pending (issue 54: a load balancer sends it nothing), and ready once applied', async () => {
    const db = server.database.db;
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(db, sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const ready = await server.app.inject({ method: 'GET', url: '/api/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('2');
      expect(ready.json()).toEqual({ error: { msg: 'Database migrations pending: 1' } });
      // Liveness does not ask the database.
      expect((await server.app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(200);
  });

  it('answers an unknown API route with 404 in the one error shape', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { msg: 'Not found.' } });
  });

  it('sets security headers', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('serves the OpenAPI document', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
  });
});
