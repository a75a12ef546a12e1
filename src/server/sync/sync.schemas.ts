import { z } from 'zod';
import { SNAPSHOT_FORMATS } from '../../domain/sync/sync-wire';
import { SNAPSHOT_ENTITIES } from './snapshot';

// Request schemas of the sync routes; the answers and the push body are the domain's (domain/sync/sync-wire.ts).
export { changeSchema, pullResponseSchema, pushBodySchema, pushResponseSchema, snapshotResponseSchema } from '../../domain/sync/sync-wire';

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

