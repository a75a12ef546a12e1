import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_ACCESS_KEYS } from '../domain/endpoints/endpoint';
import { ENDPOINT_TABLE } from '../domain/endpoints/endpoint-table';
import { startTestServer, type TestServer } from './testing/harness';

/**
 * The endpoint table (domain/endpoints) is what the server serves: each endpoint is registered under /api with the
 * access it declares (the route-by-role walk then walks it like every route), and the OpenAPI document lists it.
 */
describe('the endpoint table on the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'pglite' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('registers every endpoint with the capability and flags it declares', () => {
    for (const endpoint of ENDPOINT_TABLE) {
      const registered = server.app.routeCatalog.find((entry) => entry.method === endpoint.method && entry.url === `/api${endpoint.path}`);
      expect(registered, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      for (const key of ENDPOINT_ACCESS_KEYS) expect(registered!.config[key], `${endpoint.method} ${endpoint.path} ${key}`).toEqual(endpoint[key]);
    }
  });

  it('lists every endpoint in the OpenAPI document, under its tag', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    for (const endpoint of ENDPOINT_TABLE) {
      const operation = document.paths[`/api${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`]?.[endpoint.method.toLowerCase()];
      expect(operation?.tags, `${endpoint.method} ${endpoint.path}`).toEqual([...endpoint.tags]);
    }
  });
});
