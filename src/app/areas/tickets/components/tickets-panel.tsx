import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDateTime } from '../../../../domain/format/date-time';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { DataTable, type Column } from '../../../ui/data-table';
import { LoadFailed } from '../../../ui/load-failed';
import { LoadingFallback } from '../../../ui/loading-fallback';
import { Pagination } from '../../../ui/pagination';
import { SectionPanel } from '../../../ui/section-panel';
import type { Ticket } from '../../../../domain/tickets/ticket-answers';
import { useTickets } from '../data/use-tickets';
import { RaiseTicketDialog } from './raise-ticket-dialog';

const COLUMNS: readonly Column<Ticket>[] = [
  {
    key: 'key',
    header: 'Key',
    value: (t) => t.key,
    cell: (t) => (
      <Link to="/ticket/$ticketId" params={{ ticketId: t.id }} className="font-medium whitespace-nowrap text-brand underline-offset-2 hover:underline">
        {t.key}
      </Link>
    ),
  },
  { key: 'summary', header: 'Summary', cell: (t) => t.summary, className: 'min-w-48' },
  { key: 'status', header: 'Status', cell: (t) => t.status, className: 'whitespace-nowrap' },
  { key: 'assignee', header: 'Assignee', cell: (t) => t.assignee ?? 'Unassigned', className: 'whitespace-nowrap' },
  { key: 'created_at', header: 'Created At', cell: (t) => formatDateTime(t.created_at), className: 'whitespace-nowrap' },
  { key: 'updated_at', header: 'Updated At', cell: (t) => formatDateTime(t.updated_at), className: 'whitespace-nowrap' },
];

/** The tickets raised on an account or opportunity (spec 000 §2 columns), and raising a new one. */
export function TicketsPanel({ entityTypeId, entityId, canRaise }: { entityTypeId: 1 | 3; entityId: number; canRaise: boolean }) {
  const user = useSignedInUser();
  const [page, setPage] = useState(0);
  const [raising, setRaising] = useState(false);
  const tickets = useTickets(user.domainId, entityTypeId, entityId, page);

  return (
    <SectionPanel
      title="Tickets"
      actions={
        canRaise ? (
          <Button size="sm" onClick={() => setRaising(true)}>
            Raise a ticket
          </Button>
        ) : undefined
      }
    >
      {tickets.data === undefined && tickets.error && <LoadFailed what="tickets" error={tickets.error} onRetry={() => void tickets.refresh()} />}
      {tickets.data === undefined && !tickets.error && <LoadingFallback label="Loading tickets…" />}
      {tickets.data && (
        <>
          <DataTable caption="Tickets" regionLabel="Tickets table" stackOnPhone columns={COLUMNS} rows={tickets.data.results} rowKey={(t) => t.id} busy={tickets.isLoading} empty="No tickets raised yet." />
          {tickets.data.totalCount > tickets.data.size && (
            <Pagination pageIndex={tickets.data.page} size={tickets.data.size} totalCount={tickets.data.totalCount} label="Ticket pages" onPageChange={setPage} />
          )}
        </>
      )}
      {raising && (
        <RaiseTicketDialog
          entityTypeId={entityTypeId}
          entityId={entityId}
          onClose={() => setRaising(false)}
          onCreated={() => {
            setPage(0);
            void tickets.refresh();
          }}
        />
      )}
    </SectionPanel>
  );
}
