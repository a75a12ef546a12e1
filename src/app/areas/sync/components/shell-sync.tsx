import { useEffect, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { onApiWrite } from '../../../lib/api/api-write-events';
import { offlineEvents } from '../../../lib/offline/session/offline-events';
import { startOfflineSession, type OfflineSession } from '../../../lib/offline/session/offline-session';
import { outboxLabel } from '../../../lib/offline/outbox/outbox-actions';
import { isAwaitedByForm } from '../../../lib/offline/outbox/queued-write';
import { useOnline } from '../../../lib/offline/session/use-online';
import { useOfflineSession, useSyncStatus } from '../../../lib/offline/sync/use-sync-status';
import { session as sessionStore } from '../../../lib/session/session';
import type { UserDetails } from '../../../lib/session/user-details';
import { tellServiceWorkerUser } from '../../../lib/sw/service-worker-user';
import { Button } from '../../../ui/button';
import { PRIME_PROGRESS_MESSAGE, PrimeProgressBar } from '../../../ui/status/prime-progress-bar';
import { SyncStatusLink } from '../../../ui/status/sync-status-link';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { syncSummary } from '../sync-status-text';

// The offline-first half of the shell, loaded after the first screen (it brings the device database and the
// sync engine): the sync status in the top bar, the first download's progress, and the notices.

/** The same API base as the app's API client. */
/** Writes that are about the session, not the book: no pull after them. */
const SESSION_PATHS = /^\/(login|logout|reset-password|user\/|agents\/status)/;

const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

/** Our texts (the spec has none). */
export const SHELL_SYNC_MESSAGES = {
  priming: PRIME_PROGRESS_MESSAGE,
  rejectedFallback: 'The server refused this change.',
  versionChange: 'A newer version of the console was opened in another tab. Reload this page to keep working.',
  blocked: 'The console is being updated. Close its other tabs so the update can finish.',
  rejected: (count: number) => `${count === 1 ? '1 change was' : `${count} changes were`} refused by the server and undone on this device.`,
} as const;

/**
 * Whether this page has heard from the server through the sync engine (a sync run ended since the page loaded,
 * or it failed or asked for a sign-in). Until then the status does not say Online on the browser's word alone: right after a
 * reload without a network the browser may still claim one. Kept for the page's life (the indicator remounts).
 */
let heardFromServer = false;

function useHeardFromServer(session: OfflineSession | null): boolean {
  const [heard, setHeard] = useState(heardFromServer);
  useEffect(() => {
    if (heard || !session) return;
    const { engine } = session;
    let wasSyncing = false;
    const check = () => {
      const status = engine.getStatus();
      // A sync that ended after this page loaded (its time is the device's clock, as performance.timeOrigin is)
      // counts even when the page never saw it running: a short run can start and end between two status reads.
      const syncedSinceLoad = status.lastSyncedAt !== null && Date.parse(status.lastSyncedAt) >= performance.timeOrigin;
      if ((wasSyncing && !status.syncing) || syncedSinceLoad || status.lastError !== null || status.pausedForSignIn) {
        heardFromServer = true;
        setHeard(true);
      }
      wasSyncing = status.syncing;
    };
    check();
    return engine.subscribe(check);
  }, [heard, session]);
  return heard;
}

/** The always-visible sync status (SYNC.md): online or offline, work waiting, last synced; opens the outbox. */
export function SyncStatusIndicator() {
  const session = useOfflineSession();
  const status = useSyncStatus();
  const deviceOnline = useOnline();
  const heard = useHeardFromServer(session);
  const summary = syncSummary(status, deviceOnline, new Date(), heard);
  // Before the device's copy is read, when it last synced is not known yet: no 'Not synced yet' until it is sure.
  const known = session !== null && (status.lastSyncedAt !== null || heard);
  return <SyncStatusLink state={summary.state} tone={summary.tone} waiting={summary.waiting} synced={known ? summary.synced : ''} />;
}

export { PrimeProgressBar } from '../../../ui/status/prime-progress-bar';

/** Work the server refused waits for the user on the outbox screen (shown everywhere but there). */
function RejectedWorkBanner({ count }: { count: number }) {
  const onOutbox = useRouterState({ select: (s) => s.location.pathname === '/outbox' });
  if (onOutbox) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 sm:px-6">
      <p>{SHELL_SYNC_MESSAGES.rejected(count)}</p>
      <Link to="/outbox" className="inline-flex min-h-11 items-center font-medium underline sm:min-h-0">
        Open the outbox
      </Link>
    </div>
  );
}

/**
 * Starts the signed-in user's mirror and sync engine (also on an offline start with the remembered user),
 * tells the service worker whose responses it caches, and turns the engine's and the device's events into
 * notices: rejected work, storage full, a newer version in another tab, an update blocked by other tabs.
 */
export function OfflineShellRuntime({ user, offline, firstDownloadExpected = false }: { user: UserDetails; offline: boolean; firstDownloadExpected?: boolean }) {
  const notify = useNotify();
  const offlineSession = useOfflineSession();
  const status = useSyncStatus();
  const deviceOnline = useOnline();
  // Once the download has started, its own progress drives the bar (and a bar at 0% must not come back between
  // its end and the copy saying it is complete).
  const [downloadStarted, setDownloadStarted] = useState(false);
  if (status.priming !== null && !downloadStarted) setDownloadStarted(true);
  const awaitingFirstDownload = firstDownloadExpected && !downloadStarted && status.lastError === null && !status.pausedForSignIn && deviceOnline;
  const [tabNotice, setTabNotice] = useState<'versionchange' | 'blocked' | null>(null);

  useEffect(() => {
    let cancelled = false;
    startOfflineSession({ userId: user.id, userName: user.name || user.username, baseURL: API_BASE }).then(
      (started) => {
        // Back from signing in again after the server asked for it: continue at the same command.
        if (!cancelled && !offline && started.engine.getStatus().pausedForSignIn) void started.engine.resume();
      },
      (error: unknown) => console.error('The offline data could not be opened', error),
    );
    tellServiceWorkerUser(user.id);
    return () => {
      cancelled = true;
    };
  }, [user.id, user.name, user.username, offline]);

  useEffect(() => {
    if (!offlineSession) return;
    const { engine } = offlineSession;
    const offs = [
      engine.on('rejected', ({ commands }) => {
        // A form waiting on the command shows its refusal itself (queued-write.ts).
        for (const command of commands.filter((c) => !isAwaitedByForm(c.id))) notify.error(`${outboxLabel(command)}: ${command.lastError?.msg ?? SHELL_SYNC_MESSAGES.rejectedFallback}`);
      }),
      // The server wants a new sign-in: the shell sends the user there and resumes after (above).
      engine.on('auth-required', () => sessionStore.expire()),
      engine.on('sync-error', (error) => notify.error(error.msg)),
      // A change saved online (not through the outbox) reaches the device's copy with the next pull: pull now.
      onApiWrite(({ path }) => {
        if (!SESSION_PATHS.test(path)) void engine.sync().catch(() => undefined);
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [offlineSession, notify]);

  useEffect(() => {
    const offs = [
      offlineEvents.on('storage-error', ({ message }) => notify.error(message)),
      offlineEvents.on('versionchange', () => setTabNotice('versionchange')),
      offlineEvents.on('blocked', () => setTabNotice((current) => current ?? 'blocked')),
    ];
    return () => offs.forEach((off) => off());
  }, [notify]);

  return (
    <>
      <PrimeProgressBar status={status} awaitingFirstDownload={awaitingFirstDownload} />
      {status.rejectedCount > 0 && <RejectedWorkBanner count={status.rejectedCount} />}
      {tabNotice && (
        <div role="alert" className="flex flex-wrap items-center gap-3 border-b border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:px-6">
          <p className="flex-1">{tabNotice === 'versionchange' ? SHELL_SYNC_MESSAGES.versionChange : SHELL_SYNC_MESSAGES.blocked}</p>
          {tabNotice === 'versionchange' ? (
            <Button size="sm" onClick={() => window.location.reload()}>
              Reload
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setTabNotice(null)}>
              Dismiss
            </Button>
          )}
        </div>
      )}
    </>
  );
}
