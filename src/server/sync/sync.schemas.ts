import { z } from 'zod';
import { referenceDataSchema } from '../../domain/reference/reference-data';
import type { MirroredEntity } from '../shared/change-log';
import { MIRRORED_ENTITIES, ROW_SCHEMAS } from '../../domain/sync/mirror-rows';
import { pushCommandSchema } from '../../domain/sync/push-command';
import { SNAPSHOT_ENTITIES } from './snapshot';

// Request and response schemas of the sync routes (documented in the OpenAPI document).

const MIRRORED: readonly MirroredEntity[] = MIRRORED_ENTITIES;

function changeOf<E extends MirroredEntity>(entity: E) {
  return z.object({
    entity: z.literal(entity),
    op: z.enum(['upsert', 'delete']),
    /** The row's id (accounts: accountId). */
    id: z.number().int(),
    accountId: z.number().int(),
    /** upsert: the full current row. */
    row: ROW_SCHEMAS[entity].optional(),
  });
}

/** One changed row: an upsert carries the row as the mirror stores it; a delete only says which row goes. */
export const changeSchema = z.discriminatedUnion(
  'entity',
  MIRRORED.map((entity) => changeOf(entity)) as unknown as [ReturnType<typeof changeOf<'account'>>, ...ReturnType<typeof changeOf<MirroredEntity>>[]],
);

export const pullQuerySchema = z.object({
  cursor: z.string().max(500).optional().describe('From the last pull or the first snapshot page; absent: answers reset'),
  clientId: z.uuid().optional().describe("The install's client id, for lastAppliedSeq"),
  limit: z.coerce.number().int().min(1).max(5000).default(1000).describe('Change-log rows per page'),
});

export const pullResponseSchema = z.object({
  changes: z.array(changeSchema),
  cursor: z.string(),
  hasMore: z.boolean(),
  /** Commands of this client up to this seq are applied and their changes served: drop them from the outbox. */
  lastAppliedSeq: z.number().int(),
  /** Prime again from /snapshot (keep the outbox): no or foreign cursor, scope changed, or older than retention. */
  reset: z.literal(true).optional(),
});

export const snapshotQuerySchema = z.object({
  entity: z.enum(SNAPSHOT_ENTITIES),
  after: z.coerce.number().int().min(0).optional().describe("The previous page's nextAfter"),
  limit: z.coerce.number().int().min(1).max(10000).default(5000),
});

const pageFields = {
  nextAfter: z.number().int().nullable(),
  hasMore: z.boolean(),
  totalCount: z.number().int().optional(),
  cursor: z.string(),
};

function pageOf<E extends MirroredEntity>(entity: E) {
  return z.object({ entity: z.literal(entity), rows: z.array(ROW_SCHEMAS[entity]), ...pageFields });
}

export const snapshotResponseSchema = z.discriminatedUnion('entity', [
  pageOf('account'),
  pageOf('contact'),
  pageOf('legalEntity'),
  pageOf('opportunity'),
  pageOf('termsheet'),
  pageOf('milestone'),
  pageOf('payment'),
  pageOf('comment'),
  z.object({ entity: z.literal('reference'), rows: z.tuple([referenceDataSchema]), ...pageFields }),
]);

export const pushBodySchema = z.object({
  clientId: z.uuid(),
  commands: z
    .array(
      pushCommandSchema,
    )
    .max(1000),
});

export const pushResponseSchema = z.object({
  results: z.array(
    z.object({
      seq: z.number().int(),
      mutationId: z.string(),
      outcome: z.enum(['applied', 'rejected', 'duplicate']),
      result: z.object({ changes: z.array(changeSchema) }).optional(),
      error: z.object({ status: z.number().int(), msg: z.string() }).optional(),
    }),
  ),
  lastSeq: z.number().int(),
  /** Present when a gap stopped processing: the seq the server needs next. */
  expectedSeq: z.number().int().optional(),
});
