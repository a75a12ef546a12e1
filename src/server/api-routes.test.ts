import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_ACCESS_KEYS } from '../domain/endpoints/endpoint';
import { startTestServer, type TestServer } from './testing/harness';

/**
 * `api-routes.json` is the server's API surface as registered: every route with the access it declares, one line
 * each, sorted. It is a file snapshot (regenerate: npx vitest run src/server/api-routes.test.ts --update) and kept in the
 * tree so that a change to a route, its path or its access shows in review as a change to this file, and so that a
 * reader (or the spec-coverage tool, which reads src/server) finds every path the server serves in one place, now
 * that the paths are declared in the endpoint table (src/domain/<area>/<area>.endpoints.ts).
 */
describe('the registered API surface', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'pglite' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('equals api-routes.json (regenerate with --update when a route changes on purpose)', async () => {
    const registered = server.app.routeCatalog
      .map((entry) => {
        const access = ENDPOINT_ACCESS_KEYS.filter((key) => entry.config[key] !== undefined && entry.config[key] !== false).map(
          (key) => `${key}=${JSON.stringify(entry.config[key])}`,
        );
        return [`${entry.method} ${entry.url}`, ...access, ...(entry.hidden ? ['hidden'] : [])].join(' ');
      })
      .sort();
    const text = `${JSON.stringify(registered, null, 1)}\n`;
    await expect(text).toMatchFileSnapshot('./api-routes.json');
  });
});
