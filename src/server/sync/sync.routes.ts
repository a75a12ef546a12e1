import { syncEndpoints as endpoints } from '../../domain/sync/sync.endpoints';
import type { AppInstance } from '../http';
import { userOf } from '../http';
import { route } from '../shared/http/endpoint-route';
import { pull } from './pull';
import { push } from './push';
import { snapshotPage } from './snapshot';

/** The offline sync endpoints (domain/sync/sync.endpoints.ts, SYNC.md): pull, snapshot (priming) and push. */
export async function syncRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.pull).handle((request) => pull(api.db, userOf(request), request.query));

  // Pages are large (thousands of rows built by the database): sent as JSON text, so the response schema
  // documents the shape without re-validating every row on every page (the tests validate pages against it).
  // Fastify sends a string as it is; the type provider types send() by the schema, hence the cast.
  route(api, endpoints.snapshot).handle(async (request, reply) => {
    const body = JSON.stringify(await snapshotPage(api.db, userOf(request), request.query));
    return reply.type('application/json; charset=utf-8').send(body as never);
  });

  route(api, endpoints.push).handle((request) =>
    push(api.db, userOf(request), request.body.clientId, request.body.commands, { callStatusTimeoutMs: api.deps.config.telephony.callStatusTimeoutMs }),
  );
}
