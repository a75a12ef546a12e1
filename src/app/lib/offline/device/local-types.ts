import type { MirroredEntity, MirrorRow } from './mirror-rows';

/** The kinds of work the device may queue (SYNC.md "Outbox"); `discarded` is what a discarded command becomes. */
export type CommandName =
  | 'addComment'
  | 'createContact'
  | 'updateContact'
  | 'deleteContact'
  | 'recordPayment'
  | 'createMilestone'
  | 'updateMilestone'
  | 'deleteMilestone'
  | 'processApproval'
  | 'logCallOutcome';

/**
 * pending: waiting to be sent · sending: in a push request now · failed: the last send did not reach the server
 * or was refused as a whole (it is retried) · rejected: the server refused it (business rule); its local change
 * is reverted and it waits for the user to retry or discard it.
 */
export type OutboxStatus = 'pending' | 'sending' | 'failed' | 'rejected';

/** What the outbox screen shows for a failed or rejected command: the HTTP status (0: no answer) and the message. */
export type OutboxError = { status: number; msg: string };

/** The entity a command is about, for the record's "waiting to sync" marks and the outbox screen. */
export type OutboxEntity = 'comment' | 'contact' | 'milestone' | 'payment' | 'approval';

export type OutboxRow = {
  /** Auto-incremented local id (the outbox screen's handle). */
  id?: number;
  /** The next per-client sequence number, given in the enqueue transaction. */
  seq: number;
  /** UUIDv7. */
  mutationId: string;
  /** The command, or `discarded` once the user discarded it before the server answered (see outbox-actions.ts). */
  name: CommandName | 'discarded';
  /** The command's arguments exactly as pushed (the server's argument shape for `name`). */
  args: Record<string, unknown>;
  /** ISO time of the action on the device. */
  deviceTime: string;
  /** The `version` of the row the command was based on (updates and deletes), else null. */
  baseVersion: number | null;
  status: OutboxStatus;
  /** Push requests that carried it. */
  attempts: number;
  lastError: OutboxError | null;
  /** UI references: the entity, its local id (negative while it exists only on the device), client id and account. */
  entity: OutboxEntity;
  entityId: number | null;
  entityClientId: string | null;
  accountId: number | null;
  /** For creates: the negative local id of the row this command creates (stable across re-application). */
  localId: number | null;
  /** The command name before a discard (for the outbox screen's history); else absent. */
  discardedName?: CommandName;
};

/** Sync state of this install for the signed-in user; one row, key 'sync'. */
export type SyncMeta = {
  key: 'sync';
  /** This install's id (UUIDv7), registered to the user by the server on the first push. */
  clientId: string;
  userId: number;
  /** Shown as the author of comments written offline. */
  userName: string | null;
  /** The pull cursor (opaque); null before priming. */
  cursor: string | null;
  /** ISO time of the last complete sync (push and pull). */
  lastSyncedAt: string | null;
  /** The last seq the server reported applied and served. */
  lastAppliedSeq: number;
  /** True once the scope has been downloaded completely. */
  primed: boolean;
  /** The seq the next queued command gets. */
  nextSeq: number;
  /** The (negative) id the next row created on the device gets. */
  nextLocalId: number;
  /** ISO time reference data was last downloaded (it is not in the change log; refreshed daily). */
  referenceFetchedAt?: string | null;
};

export type MirrorTableName =
  | 'accounts'
  | 'contacts'
  | 'legalEntities'
  | 'opportunities'
  | 'termsheets'
  | 'milestones'
  | 'payments'
  | 'comments'
  | 'approvals'
  | 'documents';

/**
 * The server's state of a row that queued commands changed (captured before the first of them touched it; null:
 * the row did not exist). Undoing every shadow gives the server's state back; see rebase.ts.
 */
export type ShadowRow = { table: MirrorTableName; key: number; row: MirrorRow | null };

export const TABLE_OF: Record<MirroredEntity, MirrorTableName> = {
  account: 'accounts',
  contact: 'contacts',
  legalEntity: 'legalEntities',
  opportunity: 'opportunities',
  termsheet: 'termsheets',
  milestone: 'milestones',
  payment: 'payments',
  comment: 'comments',
  approval: 'approvals',
  document: 'documents',
};

export const MIRROR_TABLES: readonly MirrorTableName[] = Object.values(TABLE_OF);

/** The primary key of a mirrored row: accounts are keyed by accountId, the rest by id. */
export function keyOfRow(table: MirrorTableName, row: MirrorRow): number {
  return table === 'accounts' ? (row as { accountId: number }).accountId : (row as { id: number }).id;
}

/** A server change as pull and push answer it (the rebase writes it into the mirror). */
export type ServerChange = { entity: MirroredEntity; op: 'upsert' | 'delete'; id: number; accountId: number; row?: MirrorRow };
