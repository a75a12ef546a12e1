import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { formatDateTime } from '../../../../domain/format/date-time';
import type { OutboxRow } from '../../../lib/offline/device/local-types';
import { discard, listOutbox, outboxLabel, retry } from '../../../lib/offline/outbox/outbox-actions';
import { useOnline } from '../../../lib/offline/session/use-online';
import { useOfflineSession, useSyncStatus } from '../../../lib/offline/sync/use-sync-status';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { EmptyState } from '../../../ui/status/empty-state';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { PageHeader } from '../../../ui/page-header';
import { SectionPanel } from '../../../ui/section-panel';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { outboxStatusText, syncSummary } from '../sync-status-text';

/** Splits the queue for the screen: refused work first (it needs the user), then what is still on its way. */
export function groupOutbox(rows: readonly OutboxRow[]): { rejected: OutboxRow[]; waiting: OutboxRow[] } {
  return { rejected: rows.filter((r) => r.status === 'rejected'), waiting: rows.filter((r) => r.status !== 'rejected') };
}

/** The outbox (SYNC.md): pending, failed and rejected work, with the reason, Retry and Discard. */
export function OutboxPage() {
  const offlineSession = useOfflineSession();
  const status = useSyncStatus();
  const deviceOnline = useOnline();
  const notify = useNotify();
  const db = offlineSession?.db ?? null;
  const rows = useLiveQuery(() => (db ? listOutbox(db) : Promise.resolve(null)), [db]);
  const [confirming, setConfirming] = useState<OutboxRow | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const summary = syncSummary(status, deviceOnline);

  async function act(row: OutboxRow, action: typeof retry): Promise<void> {
    if (!offlineSession || row.id === undefined) return;
    setBusy(row.id);
    try {
      await action(offlineSession.db, row.id, offlineSession.engine);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  }

  const header = (
    <PageHeader
      title="Outbox"
      description={`${summary.state}. ${summary.synced}.`}
      actions={
        offlineSession && (
          <Button variant="secondary" disabled={!deviceOnline || status.syncing} onClick={() => void offlineSession.engine.retryNow()}>
            Sync now
          </Button>
        )
      }
    />
  );

  if (!db || rows === undefined || rows === null) {
    return (
      <>
        {header}
        <LoadingFallback />
      </>
    );
  }

  const { rejected, waiting } = groupOutbox(rows);
  return (
    <>
      {header}
      {rows.length === 0 ? (
        <EmptyState title="Nothing is waiting">All your changes have reached the server.</EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          {rejected.length > 0 && (
            <SectionPanel title={`Rejected by the server (${rejected.length})`}>
              <p className="text-sm text-slate-600">These changes were undone on this device. Retry sends them again; Discard gives them up.</p>
              <OutboxList rows={rejected} busy={busy} onRetry={(row) => void act(row, retry)} onDiscard={setConfirming} />
            </SectionPanel>
          )}
          {waiting.length > 0 && (
            <SectionPanel title={`Waiting to be sent (${waiting.length})`}>
              <OutboxList rows={waiting} busy={busy} onRetry={(row) => void act(row, retry)} onDiscard={setConfirming} />
            </SectionPanel>
          )}
        </div>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Discard this change?"
        description={confirming ? `${outboxLabel(confirming)}. It will not reach the server and cannot be brought back.` : undefined}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)} autoFocus>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                const row = confirming;
                setConfirming(null);
                if (row) void act(row, discard);
              }}
            >
              Discard
            </Button>
          </>
        }
      />
    </>
  );
}

function OutboxList({
  rows,
  busy,
  onRetry,
  onDiscard,
}: {
  rows: OutboxRow[];
  busy: number | null;
  onRetry: (row: OutboxRow) => void;
  onDiscard: (row: OutboxRow) => void;
}) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {rows.map((row) => {
        const label = outboxLabel(row);
        return (
          <li key={row.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{label}</p>
              <p className="text-sm text-slate-600">
                {outboxStatusText(row.status)} · {formatDateTime(row.deviceTime)}
              </p>
              {row.lastError && (row.status === 'rejected' || row.status === 'failed') && (
                <p className="text-sm break-words text-red-700">Reason: {row.lastError.msg}</p>
              )}
            </div>
            <div className="flex shrink-0 gap-2">
              {(row.status === 'failed' || row.status === 'rejected') && (
                <Button size="sm" variant="secondary" busy={busy === row.id} disabled={busy !== null} onClick={() => onRetry(row)} aria-label={`Retry: ${label}`}>
                  Retry
                </Button>
              )}
              {row.status !== 'sending' && (
                <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => onDiscard(row)} aria-label={`Discard: ${label}`}>
                  Discard
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
