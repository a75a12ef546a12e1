import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDateTime } from '../../../../domain/format/date-time';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import type { Column } from '../../../ui/table/data-table';
import { ListTable } from '../../../ui/table/list-screen';
import { SectionPanel } from '../../../ui/section-panel';
import type { Ticket } from '../../../../domain/tickets/ticket-answers';
import { ticketEndpointsOf } from '../../../../domain/tickets/tickets.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
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
  { key: 'created_at', header: 'Created At', priority: 2, value: (t) => t.created_at, cell: (t) => formatDateTime(t.created_at), className: 'whitespace-nowrap' },
  { key: 'updated_at', header: 'Updated At', priority: 3, value: (t) => t.updated_at, cell: (t) => formatDateTime(t.updated_at), className: 'whitespace-nowrap' },
];

/** The tickets raised on an account or opportunity (spec 000 §2 columns), and raising a new one. */
export function TicketsPanel({ entityTypeId, entityId, canRaise }: { entityTypeId: 1 | 3; entityId: number; canRaise: boolean }) {
  const user = useSignedInUser();
  const [page, setPage] = useState(0);
  const [raising, setRaising] = useState(false);
  // 10 a page.
  const tickets = useResource(
    `tickets:${entityTypeId}:${entityId}:${page}`,
    (signal) => call(ticketEndpointsOf(user.domainId).search, { query: { entity_type_id: entityTypeId, entity_id: entityId, page }, signal }),
    { keepPrevious: true },
  );

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
      <ListTable
        what="tickets"
        caption="Tickets"
        regionLabel="Tickets table"
        columns={COLUMNS}
        rowKey={(t) => t.id}
        resource={tickets}
        empty="No tickets raised yet."
        onPageChange={setPage}
        pagerLabel="Ticket pages"
      />
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
