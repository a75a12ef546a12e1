import type { AppInstance } from '../http';
import { userOf } from '../http';
import { pull } from './pull';
import { push } from './push';
import { snapshotPage } from './snapshot';
import {
  pullQuerySchema,
  pullResponseSchema,
  pushBodySchema,
  pushResponseSchema,
  snapshotQuerySchema,
  snapshotResponseSchema,
} from './sync.schemas';

/** The offline sync API (SYNC.md): pull, snapshot (priming) and push. */
export async function syncRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sync/v1/pull',
    {
      schema: {
        tags: ['sync'],
        summary: "Changed rows in the user's scope after the cursor (upserts with rows, tombstones), the next cursor, and the client's last applied seq",
        querystring: pullQuerySchema,
        response: { 200: pullResponseSchema },
      },
    },
    async (request) => pull(api.db, userOf(request), request.query),
  );

  api.get(
    '/sync/v1/snapshot',
    {
      schema: {
        tags: ['sync'],
        summary: "One page of every row of one entity in the user's scope, by id, for priming; start pulls from the first page's cursor",
        querystring: snapshotQuerySchema,
        response: { 200: snapshotResponseSchema },
      },
    },
    // Pages are large (thousands of rows built by the database): sent as JSON text, so the response schema
    // documents the shape without re-validating every row on every page (the tests validate pages against it).
    // Fastify sends a string as it is; the type provider types send() by the schema, hence the cast.
    async (request, reply) => {
      const body = JSON.stringify(await snapshotPage(api.db, userOf(request), request.query));
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  api.post(
    '/sync/v1/push',
    {
      schema: {
        tags: ['sync'],
        summary: "Apply a client's queued commands in seq order, each exactly once; business refusals are stored outcomes",
        body: pushBodySchema,
        response: { 200: pushResponseSchema },
      },
    },
    async (request) =>
      push(api.db, userOf(request), request.body.clientId, request.body.commands, { callStatusTimeoutMs: api.deps.config.telephony.callStatusTimeoutMs }),
  );
}
