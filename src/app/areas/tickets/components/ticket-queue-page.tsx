import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../../domain/format/date-time';
import type { TicketQueueFilter, TicketQueueRow } from '../../../../domain/tickets/ticket-answers';
import { TICKET_STATUS } from '../../../../domain/tickets/ticket-statuses';
import { useListSearch } from '../../../lib/list/list-search';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import type { TicketQueueSearch } from '../data/ticket-queue-search';
import { useTicketAssignees } from '../data/use-ticket-assignees';
import { useTicketCategories } from '../data/use-ticket-categories';
import { ticketEndpointsOf } from '../../../../domain/tickets/tickets.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';

const linkClass = 'font-medium whitespace-nowrap text-brand underline-offset-2 hover:underline';

const COLUMNS: readonly Column<TicketQueueRow>[] = [
  {
    key: 'key',
    header: 'Key',
    value: (t) => t.key,
    cell: (t) => (
      <Link to="/ticket/$ticketId" params={{ ticketId: t.id }} className={linkClass}>
        {t.key}
      </Link>
    ),
  },
  { key: 'summary', header: 'Summary', cell: (t) => t.summary, className: 'min-w-48' },
  { key: 'status', header: 'Status', cell: (t) => t.status, className: 'whitespace-nowrap' },
  { key: 'category', header: 'Category', priority: 2, cell: (t) => t.category },
  { key: 'assignee', header: 'Assignee', value: (t) => t.assignee ?? 'Unassigned', cell: (t) => t.assignee ?? 'Unassigned', className: 'whitespace-nowrap' },
  { key: 'reporter', header: 'Raised by', priority: 3, cell: (t) => t.reporter },
  { key: 'created_at', header: 'Created At', priority: 2, value: (t) => t.created_at, cell: (t) => formatDateTime(t.created_at), className: 'whitespace-nowrap' },
  { key: 'updated_at', header: 'Updated At', priority: 3, value: (t) => t.updated_at, cell: (t) => formatDateTime(t.updated_at), className: 'whitespace-nowrap' },
];

/** `tickets` (issue 52): the Ticketing queue, every ticket of the brand newest first, by text, status, category, assignee. */
export function TicketQueuePage() {
  const user = useSignedInUser();
  const url = useListSearch<TicketQueueSearch>();
  const { q, statusId, categoryId, assignee } = url.search;
  const filter: TicketQueueFilter = { q, status_id: statusId, category_id: categoryId, assignee };
  const query = { ...filter, page: url.pageIndex };
  const queue = useResource(`ticket-queue:${user.domainId}:${JSON.stringify(query)}`, (signal) => call(ticketEndpointsOf(user.domainId).queue, { query, signal }), { keepPrevious: true });
  const categories = useTicketCategories(user.domainId);
  const assignees = useTicketAssignees(user.domainId, true);
  const [text, setText] = useState(q ?? '');
  const [shownQ, setShownQ] = useState(q ?? '');
  // The box follows the URL when it changes from outside (back button, a link).
  if (shownQ !== (q ?? '')) {
    setShownQ(q ?? '');
    setText(q ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    url.setFilters({ q: text.trim() || undefined });
  };

  return (
    <ListScreen
      title="Ticket Queue"
      description="Tickets raised on every account of your brand, newest first."
      filters={
        <form role="search" aria-label="Filter tickets" onSubmit={submit} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
          <TextField label="Search" hint="Key or summary" type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
          <SelectField
            label="Status"
            placeholder="All statuses"
            options={TICKET_STATUS.entries.map(([id, name]) => ({ value: String(id), label: name }))}
            value={statusId ? String(statusId) : ''}
            onChange={(e) => url.setFilters({ statusId: e.target.value ? Number(e.target.value) : undefined })}
          />
          <SelectField
            label="Category"
            placeholder="All categories"
            options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={categoryId ? String(categoryId) : ''}
            onChange={(e) => url.setFilters({ categoryId: e.target.value ? Number(e.target.value) : undefined })}
          />
          <SelectField
            label="Assignee"
            placeholder="Anyone"
            options={[{ value: 'unassigned', label: 'Unassigned' }, ...(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.id === user.id ? `${a.name} (me)` : a.name }))]}
            value={assignee === undefined ? '' : String(assignee)}
            onChange={(e) => url.setFilters({ assignee: e.target.value === 'unassigned' ? 'unassigned' : e.target.value ? Number(e.target.value) : undefined })}
          />
          <Button type="submit">Search</Button>
        </form>
      }
      what="tickets"
      caption="Tickets"
      columns={COLUMNS}
      rowKey={(t) => t.id}
      resource={queue}
      empty="No tickets match."
      onPageChange={url.setPageIndex}
      pagerLabel="Ticket pages"
      csvFileName="tickets.csv"
    />
  );
}
