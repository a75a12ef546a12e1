import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { pullResponseSchema, pushBodySchema, pushResponseSchema, SNAPSHOT_ENTITIES, SNAPSHOT_FORMATS, snapshotResponseSchema } from './sync-wire';


export const pullQuerySchema = z.object({
  cursor: z.string().max(500).optional().describe('From the last pull or the first snapshot page; absent: answers reset'),
  clientId: z.uuid().optional().describe("The install's client id, for lastAppliedSeq"),
  limit: z.coerce.number().int().min(1).max(5000).default(1000).describe('Change-log rows per page'),
});

export const snapshotQuerySchema = z.object({
  entity: z.enum(SNAPSHOT_ENTITIES),
  after: z.coerce.number().int().min(0).optional().describe("The previous page's nextAfter"),
  limit: z.coerce.number().int().min(1).max(10000).default(5000),
  format: z
    .enum(SNAPSHOT_FORMATS)
    .default('rows')
    .describe("columns: a column list and an array of values a row (the app asks for it); rows: a JSON object a row (the previous release's page)"),
});

/**
 * The offline sync API (SYNC.md): pull, snapshot (priming) and push. Reads for the roles that read sales (scope
 * decides the rows), push for the roles that sell. The device's sync engine calls them over its own transport
 * (app/lib/offline/sync/http-transport.ts), which reads the paths from here.
 */
export const syncEndpoints = defineEndpoints({ tags: ['sync'], capability: 'readSales' }, {
  pull: {
    method: 'GET',
    path: '/sync/v1/pull',
    summary: "Changed rows in the user's scope after the cursor (upserts with rows, tombstones), the next cursor, and the client's last applied seq",
    query: pullQuerySchema,
    response: pullResponseSchema,
  },
  snapshot: {
    method: 'GET',
    path: '/sync/v1/snapshot',
    summary: "One page of every row of one entity in the user's scope, by id, for priming; start pulls from the first page's cursor",
    query: snapshotQuerySchema,
    response: snapshotResponseSchema,
  },
  push: {
    method: 'POST',
    path: '/sync/v1/push',
    capability: 'sell',
    summary: "Apply a client's queued commands in seq order, each exactly once; business refusals are stored outcomes",
    body: pushBodySchema,
    response: pushResponseSchema,
  },
});
