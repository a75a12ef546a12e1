import type { LocalWriter, TableRows } from './local-writer';
import type { CommandName, MirrorTableName, OutboxEntity, OutboxRow } from '../device/local-types';

/**
 * A refusal on the device, before anything is written or queued (the PIN rule, a record that is not on this
 * device). The screen shows `message` as it would show the server's.
 */
export class CommandRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandRefusedError';
  }
}

/** Our texts for refusals on the device (the spec has none for offline work). */
export const OFFLINE_MESSAGES = {
  notOnDevice: 'This record is not on this device yet. Try again once it has synced.',
} as const;

/** What prepare decides inside the enqueue transaction. */
export type Prepared = {
  /** The arguments pushed to the server, exactly (see src/server/modules/<area>/*-commands.sync.ts). */
  args: Record<string, unknown>;
  baseVersion: number | null;
  entityId: number | null;
  entityClientId: string | null;
  accountId: number | null;
};

/**
 * One kind of queued command:
 * - validate: local rules checked before anything is written (throws CommandRefusedError);
 * - prepare: inside the enqueue transaction, turns the screen's input (which names rows by their local ids)
 *   into the server's arguments (which name rows created offline by client id) and the base version;
 * - apply: the optimistic change, from the outbox row alone. It runs at enqueue and again after every rebase
 *   (rebase.ts), so it must be deterministic and must do nothing when its target row is gone (the server's
 *   state wins: a contact deleted on the server stays deleted, and the command's rejection tells the user).
 */
export type CommandKind<I> = {
  name: CommandName;
  entity: OutboxEntity;
  /** Creates get a negative local id and a client id. */
  creates: boolean;
  validate?: (input: I) => void;
  prepare: (w: LocalWriter, input: I, created: { clientId: string; localId: number | null; deviceTime: string }) => Promise<Prepared>;
  apply: (w: LocalWriter, command: OutboxRow) => Promise<void>;
};

/** The argument object without undefined members (what JSON would send anyway), so stored and sent args agree. */
export function compact(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined));
}

/** How a command names a row: its server id, or the client id it was created with on this device. */
export function refArgs(prefix: 'contact' | 'milestone', row: { id: number; clientId: string | null }): Record<string, unknown> {
  if (row.id > 0 || row.clientId == null) return { [`${prefix}Id`]: row.id };
  return { [`${prefix}ClientId`]: row.clientId };
}

export function refOf(prefix: 'contact' | 'milestone', args: Record<string, unknown>): { id: number | null; clientId: string | null } {
  const id = args[`${prefix}Id`];
  const clientId = args[`${prefix}ClientId`];
  return { id: typeof id === 'number' ? id : null, clientId: typeof clientId === 'string' ? clientId : null };
}

/** A create's preparation: the new row's local and client ids, no base version. */
export function preparedCreate(args: Record<string, unknown>, created: { clientId: string; localId: number | null }, accountId: number | null): Prepared {
  return { args, baseVersion: null, entityId: created.localId, entityClientId: created.clientId, accountId };
}

/** An edit or delete's preparation for a row of the device copy. */
export function preparedEdit(args: Record<string, unknown>, row: { id: number; clientId: string | null; accountId: number | null }, baseVersion: number | null): Prepared {
  return { args, baseVersion, entityId: row.id, entityClientId: row.clientId, accountId: row.accountId };
}

/** The device copy's row a command starts from, or the refusal when that row is not on this device (yet). */
export async function rowOnDevice<T extends MirrorTableName>(w: LocalWriter, table: T, id: number): Promise<TableRows[T]> {
  const row = await w.get(table, id);
  if (!row) throw new CommandRefusedError(OFFLINE_MESSAGES.notOnDevice);
  return row;
}

/**
 * The delete of a contact or milestone, named by its local id: refused when the row is not on this device; its
 * optimistic change removes the row when it is still there. `baseVersion`: the version the delete is based on.
 */
export function deleteKind<I extends { id: number }>(name: CommandName, entity: 'contact' | 'milestone', baseVersion: (row: { id: number; version: number }) => number | null): CommandKind<I> {
  const table = entity === 'contact' ? 'contacts' : 'milestones';
  return {
    name,
    entity,
    creates: false,
    async prepare(w, input) {
      const row = await rowOnDevice(w, table, input.id);
      return preparedEdit(refArgs(entity, row), row, baseVersion(row));
    },
    async apply(w, command) {
      const row = await w.find(table, refOf(entity, command.args));
      if (row) await w.remove(table, row.id);
    },
  };
}

export function str(value: unknown): string | null {
  return typeof value === 'string' ? value : value == null ? null : String(value);
}

export function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function defineKind<I>(kind: CommandKind<I>): CommandKind<I> {
  return kind;
}
