import { z } from 'zod';
import { mirrorReferenceDataSchema } from '../reference/reference-data';
import { MIRRORED_ENTITIES, ROW_SCHEMAS, type MirroredEntity } from './mirror-rows';
import { pushCommandSchema } from './push-command';

// The sync API's answers and push body, as the server serves them and the device's engine reads them (SYNC.md).

const MIRRORED: readonly MirroredEntity[] = MIRRORED_ENTITIES;

/** What /snapshot pages through: each mirrored entity, then the reference lists. */
export const SNAPSHOT_ENTITIES = ['account', 'contact', 'legalEntity', 'opportunity', 'termsheet', 'milestone', 'payment', 'comment', 'approval', 'document', 'reference'] as const satisfies readonly (MirroredEntity | 'reference')[];
export type SnapshotEntity = (typeof SNAPSHOT_ENTITIES)[number];

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

export const pullResponseSchema = z.object({
  changes: z.array(changeSchema),
  cursor: z.string(),
  hasMore: z.boolean(),
  /** Commands of this client up to this seq are applied and their changes served: drop them from the outbox. */
  lastAppliedSeq: z.number().int(),
  /** The reference data's version: a device holding another version downloads the reference data again. */
  referenceVersion: z.number().int().optional(),
  /** Prime again from /snapshot (keep the outbox): no or foreign cursor, scope changed, or older than retention. */
  reset: z.literal(true).optional(),
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

/** A page of rows, one JSON object a row: what `format=rows` (the default, for apps of the previous release) answers. */
export const snapshotRowsPageSchema = z.discriminatedUnion('entity', [
  pageOf('account'),
  pageOf('contact'),
  pageOf('legalEntity'),
  pageOf('opportunity'),
  pageOf('termsheet'),
  pageOf('milestone'),
  pageOf('payment'),
  pageOf('comment'),
  pageOf('approval'),
  pageOf('document'),
  z.object({ entity: z.literal('reference'), rows: z.tuple([mirrorReferenceDataSchema]), ...pageFields }),
]);

/** How a snapshot page carries its rows: `rows`, a JSON object a row; `columns`, the compact page (snapshot-columns.ts). */
export const SNAPSHOT_FORMATS = ['rows', 'columns'] as const;
export type SnapshotFormat = (typeof SNAPSHOT_FORMATS)[number];

/**
 * A compact page (`format=columns`, issue 10 "A lean snapshot"): the rows of a mirrored entity as a column list
 * and one array of values a row, in the columns' order (decodeColumns builds the rows, which are then the
 * entity's ROW_SCHEMAS rows). The reference data is one row and keeps its `rows` page in either format.
 */
export const snapshotColumnsPageSchema = z.object({
  entity: z.enum(MIRRORED_ENTITIES as unknown as [MirroredEntity, ...MirroredEntity[]]),
  columns: z
    .array(
      z.union([
        z.string(),
        z.object({ name: z.string(), rows: z.array(z.unknown()).describe('A column list (as `columns`)') }),
        z.object({ name: z.string(), fields: z.array(z.unknown()).describe('A column list (as `columns`)') }),
      ]),
    )
    .describe("The rows' field names; a nested list: the field holds null or an array of objects (rows) or one object (fields), each sent as an array of values in those columns"),
  values: z.array(z.array(z.unknown())).describe('One array a row, a value a column (JSON; null is null)'),
  ...pageFields,
});

/** GET /sync/v1/snapshot's answer: a page of rows, or a compact page (asked with format=columns). */
export const snapshotResponseSchema = z.union([snapshotRowsPageSchema, snapshotColumnsPageSchema]);

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
