import { createHash } from 'node:crypto';
import type { Scope } from '../scope/scope';

/**
 * A place in the change log, in pull order: (txid, seq), compared as a pair. Pulls read the log in this order
 * (not by seq alone) because seq is taken when a row is inserted while txid is taken at a transaction's first
 * write: a transaction that started writing earlier can insert a higher seq and commit later. Everything at or
 * below a cursor's position has been delivered to the device.
 */
export type LogPosition = { txid: bigint; seq: number };

/** Larger than any seq: (t, MAX_SEQ) means "every row of transactions up to t". */
export const MAX_SEQ = Number.MAX_SAFE_INTEGER;

export const START: LogPosition = { txid: 0n, seq: 0 };

export function comparePositions(a: LogPosition, b: LogPosition): number {
  if (a.txid !== b.txid) return a.txid < b.txid ? -1 : 1;
  return a.seq === b.seq ? 0 : a.seq < b.seq ? -1 : 1;
}

/** The cursor a device holds: a position and the fingerprint of the scope it was served under. */
export type SyncCursor = LogPosition & { fingerprint: string };

const VERSION = 1;

/** Opaque to the device: base64url of a small JSON. */
export function encodeCursor(cursor: SyncCursor): string {
  return Buffer.from(JSON.stringify({ v: VERSION, t: cursor.txid.toString(), s: cursor.seq, f: cursor.fingerprint })).toString('base64url');
}

/** The cursor, or null when it is not one of ours (the device must prime again). */
export function decodeCursor(text: string): SyncCursor | null {
  try {
    const raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as { v?: unknown; t?: unknown; s?: unknown; f?: unknown };
    if (raw.v !== VERSION || typeof raw.t !== 'string' || !/^\d+$/.test(raw.t)) return null;
    if (typeof raw.s !== 'number' || !Number.isSafeInteger(raw.s) || raw.s < 0 || typeof raw.f !== 'string') return null;
    return { txid: BigInt(raw.t), seq: raw.s, fingerprint: raw.f };
  } catch {
    return null;
  }
}

/**
 * A short hash of what decides the user's mirror: who they are, their brand, and whole-brand or the agent ids
 * of their book. When it changes (a new team member, a role change) the device's mirror no longer matches the
 * scope and the pull answers reset.
 */
export function scopeFingerprint(userId: number, scope: Scope): string {
  const members = scope.all ? 'all' : [...scope.agentIds].sort((a, b) => a - b).join(',');
  return createHash('sha256').update(`${userId}|${scope.domainId}|${members}`).digest('base64url').slice(0, 22);
}
