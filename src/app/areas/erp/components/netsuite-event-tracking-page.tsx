import { useEffect, useState } from 'react';
import { ERP_ENTITY_KINDS, ERP_ENTITY_KIND_LABELS, ERP_EVENT_STATUSES, type ErpEntityKind, type ErpEventStatus } from '../../../../domain/erp/erp-schema';
import { formatDateTime } from '../../../../domain/format/date-time';
import { useSave } from '../../../lib/forms/use-save';
import { useOnline } from '../../../lib/offline/session/use-online';
import { Button } from '../../../ui/button';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { RecordPicker } from '../../../ui/form/record-picker';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { retryErpEvent, useErpEvents, type ErpEventFilter, type ErpEventView } from '../data/erp-api';
import { OnlineButton } from '../../../ui/online-button';

/** While events are on their way, the ledger looks again this often. */
const LIVE_REFRESH_MS = 2000;

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

/**
 * `netsuite-event-tracking` (finance): the ledger of ERP events with entity, kind, payload, attempts, status,
 * last error and times; filters; a failed event can be retried. Online only.
 */
export function NetsuiteEventTrackingPage({ initialStatus }: { initialStatus?: ErpEventStatus | undefined }) {
  const online = useOnline();
  const [filter, setFilter] = useState<ErpEventFilter>({ status: initialStatus ?? '', entityKind: '', entityId: '', page: 0 });
  const events = useErpEvents(filter);
  const retry = useSave<{ message: string }>({ success: (a) => a.message, onSaved: () => events.refresh() });
  const inFlight = (events.data?.results ?? []).some((e) => e.status === 'queued' || e.status === 'sent');
  const { refresh } = events;

  useEffect(() => {
    if (!inFlight || !online) return;
    const timer = setInterval(() => void refresh(), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [inFlight, online, refresh]);

  const columns: Column<ErpEventView>[] = [
    { key: 'id', header: 'Event', cell: (e) => e.id },
    { key: 'entity', header: 'Entity', cell: (e) => `${ERP_ENTITY_KIND_LABELS[e.entityKind]} ${e.entityId}` },
    { key: 'kind', header: 'Kind', cell: (e) => e.eventKind },
    { key: 'status', header: 'Status', value: (e) => e.status, cell: (e) => <span data-status={e.status}>{e.status}</span> },
    { key: 'attempts', header: 'Attempts', cell: (e) => e.attempts, align: 'right' },
    { key: 'error', header: 'Last error', cell: (e) => e.lastError ?? '-' },
    { key: 'ack', header: 'Acknowledgement', priority: 3, cell: (e) => e.acknowledgement ?? '-' },
    { key: 'created', header: 'Created', cell: (e) => `${when(e.createdAt)}${e.createdByName ? ` · ${e.createdByName}` : ''}` },
    { key: 'sent', header: 'Sent', priority: 2, cell: (e) => when(e.sentAt) },
    { key: 'acknowledged', header: 'Acknowledged', priority: 2, cell: (e) => when(e.acknowledgedAt) },
    {
      key: 'payload',
      header: 'Payload',
      priority: 3,
      cell: (e) => (
        <details>
          <summary className="cursor-pointer text-sm">Show</summary>
          <pre className="max-w-md overflow-auto text-xs">{JSON.stringify(e.payload, null, 2)}</pre>
        </details>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      pinEnd: true,
      cell: (e) =>
        e.status === 'failed' ? (
          <OnlineButton size="sm" variant="secondary" disabled={retry.busy} onClick={() => void retry.run(() => retryErpEvent(e.id))} aria-label={`Retry event ${e.id}`}>
            Retry
          </OnlineButton>
        ) : null,
    },
  ];

  const set = (patch: Partial<ErpEventFilter>) => setFilter((f) => ({ ...f, ...patch, page: 0 }));
  return (
    <ListScreen
      title="NetSuite Event Tracking"
      description="Every record sent to the ERP: queued, sent, acknowledged or failed."
      actions={<Button variant="secondary" onClick={() => void events.refresh()}>Refresh</Button>}
      filters={
        <div className="grid gap-3 sm:grid-cols-3" role="search" aria-label="Filter ERP events">
          <SelectField label="Status" placeholder="Any status" value={filter.status} onChange={(e) => set({ status: e.target.value as ErpEventStatus | '' })} options={ERP_EVENT_STATUSES.map((s) => ({ value: s, label: s }))} />
          <SelectField label="Entity" placeholder="Any entity" value={filter.entityKind} onChange={(e) => set({ entityKind: e.target.value as ErpEntityKind | '' })} options={ERP_ENTITY_KINDS.map((k) => ({ value: k, label: ERP_ENTITY_KIND_LABELS[k] }))} />
          {filter.entityKind === 'account' ? (
            <RecordPicker kind="account" label="Account" value={filter.entityId} onChange={(e) => set({ entityId: e.target.value })} />
          ) : (
            <TextField label="Entity ID" inputMode="numeric" value={filter.entityId} onChange={(e) => set({ entityId: e.target.value.trim() })} />
          )}
        </div>
      }
      what="ERP events"
      caption="ERP events"
      columns={columns}
      rowKey={(e) => e.id}
      resource={events}
      empty="No ERP events match."
      onPageChange={(page) => setFilter((f) => ({ ...f, page }))}
    />
  );
}
