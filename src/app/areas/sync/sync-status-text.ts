import { formatDate, formatTime } from '../../../domain/format/date-time';
import { istDateOf } from '../../../domain/format/ist-calendar';
import type { SyncStatus } from '../../lib/offline/sync/sync-status';

export type SyncSummary = {
  /** 'Online', 'Offline', 'Connecting…', 'Syncing…' or 'Sign in to sync'. */
  state: string;
  tone: 'ok' | 'offline' | 'attention';
  /** '3 waiting', '1 rejected, 2 waiting', or null when nothing is queued. */
  waiting: string | null;
  /** 'Synced 02:30 PM' (today, Asia/Kolkata), 'Synced 05 Mar 2024', or 'Not synced yet'. */
  synced: string;
};

type StatusFields = Pick<SyncStatus, 'online' | 'syncing' | 'pendingCount' | 'failedCount' | 'rejectedCount' | 'lastSyncedAt' | 'pausedForSignIn'>;

/** When the device last synced, short enough for a phone's top bar. */
export function lastSyncedText(lastSyncedAt: string | null, now: Date = new Date()): string {
  if (!lastSyncedAt) return 'Not synced yet';
  const at = new Date(lastSyncedAt);
  if (Number.isNaN(at.getTime())) return 'Not synced yet';
  return istDateOf(at) === istDateOf(now) ? `Synced ${formatTime(at)}` : `Synced ${formatDate(at)}`;
}

/** Said before this page has heard from the server, while the browser says it has a network. */
export const CONNECTING = 'Connecting…';

/**
 * The always-visible sync status in words (SYNC.md: online or offline, pending count, last synced time).
 * `deviceOnline` is navigator.onLine: the device may be offline before the engine has noticed.
 * `heardFromServer` false (right after a reload, before the first sync has ended): the browser's word is all
 * there is, so the status says Offline when it says so and otherwise 'Connecting…', never 'Online' unproven.
 */
export function syncSummary(status: StatusFields, deviceOnline: boolean, now: Date = new Date(), heardFromServer = true): SyncSummary {
  const online = deviceOnline && status.online;
  const waitingCount = status.pendingCount + status.failedCount;
  const parts: string[] = [];
  if (status.rejectedCount > 0) parts.push(`${status.rejectedCount} rejected`);
  if (waitingCount > 0) parts.push(`${waitingCount} waiting`);
  const state = status.pausedForSignIn ? 'Sign in to sync' : !online ? 'Offline' : status.syncing ? 'Syncing…' : heardFromServer ? 'Online' : CONNECTING;
  const tone = status.rejectedCount > 0 || status.pausedForSignIn ? 'attention' : online && (heardFromServer || status.syncing) ? 'ok' : 'offline';
  return { state, tone, waiting: parts.length > 0 ? parts.join(', ') : null, synced: lastSyncedText(status.lastSyncedAt, now) };
}

/** The outbox screen's words for a command's state. */
export function outboxStatusText(status: 'pending' | 'sending' | 'failed' | 'rejected'): string {
  switch (status) {
    case 'pending':
      return 'Waiting to be sent';
    case 'sending':
      return 'Sending';
    case 'failed':
      return 'Not sent yet: will be retried';
    case 'rejected':
      return 'Rejected by the server';
  }
}

/** The sign-out question when work has not reached the server (spec text from the issue). */
export function unsyncedSignOutQuestion(count: number): string {
  return `${count} ${count === 1 ? 'change has' : 'changes have'} not reached the server yet. Sign out and discard them?`;
}
