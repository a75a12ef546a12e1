import type { PushCommand } from '../../../domain/sync/push-command';
import type { OutboxError } from './local-types';
import type { MirroredEntity, MirrorRow } from './mirror-rows';
import type { ServerChange } from './rebase';

/**
 * The sync API as the engine uses it (src/server/sync/sync.schemas.ts is the server's side):
 * - GET  /api/sync/v1/pull?cursor=&clientId=&limit=          → PullResponse
 * - GET  /api/sync/v1/snapshot?entity=&after=&limit=         → SnapshotPage
 * - POST /api/sync/v1/push { clientId, commands: PushCommand[] } → PushResponse
 */
export type SnapshotEntity = MirroredEntity | 'reference';

export type PullResponse = {
  changes: ServerChange[];
  cursor: string;
  hasMore: boolean;
  /** Commands of this client up to this seq are applied and their rows served: drop them from the outbox. */
  lastAppliedSeq: number;
  /** Prime again (keeping the outbox). */
  reset?: true;
};

export type SnapshotPage = {
  entity: SnapshotEntity;
  /** Rows of the entity; for 'reference', one object with a field per reference list. */
  rows: MirrorRow[] | [Record<string, unknown>];
  nextAfter: number | null;
  hasMore: boolean;
  /** On the first page only. */
  totalCount?: number;
  cursor: string;
};

/** A queued offline mutation as the device sends it (the domain's contract). */
export type { PushCommand };

export type PushResult = {
  seq: number;
  mutationId: string;
  outcome: 'applied' | 'rejected' | 'duplicate';
  result?: { changes: ServerChange[] };
  error?: OutboxError;
};

export type PushResponse = { results: PushResult[]; lastSeq: number; expectedSeq?: number };

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
