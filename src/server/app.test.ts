import { afterAll, beforeAll, expect, it } from 'vitest';
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
