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

  it('lists every endpoint in the OpenAPI document, under its tag, with the answers and session cookie it declares', async () => {
    type Operation = { tags?: string[]; responses?: Record<string, unknown>; security?: unknown[] };
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    for (const endpoint of ENDPOINT_TABLE) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const operation = document.paths[`/api${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`]?.[endpoint.method.toLowerCase()];
      expect(operation?.tags, name).toEqual([...endpoint.tags]);
      const documented = endpoint.documentFailures === true ? [400, 401, 403, 404, 409] : endpoint.documentFailures || [];
      const statuses = new Set([...documented, ...Object.keys(endpoint.failures ?? {}).map(Number)]);
      // A 204 endpoint answers 204; one without a checked answer or failures has Fastify's default 200 only.
      if ('noContent' in endpoint.response) statuses.add(204);
      else if (!('unchecked' in endpoint.response) || statuses.size === 0) statuses.add(200);
      expect(Object.keys(operation?.responses ?? {}).map(Number).sort(), name).toEqual([...statuses].sort());
      expect(operation?.security !== undefined, `${name} security`).toBe(Boolean(endpoint.documentFailures));
    }
  });
});
