import type { z } from 'zod';
import type { PushCommand } from '../../../../domain/sync/push-command';
import { decodeColumns } from '../../../../domain/sync/snapshot-columns';
import type { pullResponseSchema, pushResponseSchema, snapshotResponseSchema, SnapshotEntity } from '../../../../domain/sync/sync-wire';

/**
 * The sync API as the engine uses it (its answers are the domain's contract, domain/sync/sync-wire.ts):
 * - GET  /api/sync/v1/pull?cursor=&clientId=&limit=          → PullResponse
 * - GET  /api/sync/v1/snapshot?entity=&after=&limit=&format=columns → SnapshotPage (compact: rowsOfPage builds the rows)
 * - POST /api/sync/v1/push { clientId, commands: PushCommand[] } → PushResponse
 */
export type { SnapshotEntity };

export type PullResponse = z.infer<typeof pullResponseSchema>;
/**
 * One page of /snapshot: rows of the entity, either as objects or (what the engine asks for) as a column list and
 * an array of values a row; for 'reference', one object with a field per reference list.
 */
export type SnapshotPage = z.infer<typeof snapshotResponseSchema>;

/** A page's rows as objects, whichever way the page carries them. */
export function rowsOfPage(page: SnapshotPage): Record<string, unknown>[] {
  if ('columns' in page) return decodeColumns(page.columns, page.values);
  return page.rows as Record<string, unknown>[];
}
/** A queued offline mutation as the device sends it (the domain's contract). */
export type { PushCommand };
export type PushResponse = z.infer<typeof pushResponseSchema>;

export type SyncTransport = {
  pull(params: { cursor: string | null; clientId: string; limit: number }): Promise<PullResponse>;
  snapshot(params: { entity: SnapshotEntity; after: number | null; limit: number }): Promise<SnapshotPage>;
  push(params: { clientId: string; commands: PushCommand[] }): Promise<PushResponse>;
};

/**
 * A request that failed as a whole. status 0: no answer (offline, dropped connection, timeout).
 * The engine retries 0, 5xx, 408 and 429 with backoff; pauses on 401; treats other statuses as a refusal.
 */
export class TransportError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'TransportError';
    this.status = status;
  }
}

export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** Our text for a request that got no answer. */
export const NO_CONNECTION_MESSAGE = 'No connection to the server. It will be retried automatically.';
