import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../../domain/format/date-time';
import type { TicketHistoryRow, TicketView } from '../../../../domain/tickets/ticket-answers';
import { failureText } from '../../../lib/api/failure-text';
import { useSignedInUser } from '../../../lib/session/use-session';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { OnlineOnlyNotice } from '../../../ui/status/online-only-notice';
import { PageHeader } from '../../../ui/page-header';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { ticketEndpointsOf } from '../../../../domain/tickets/tickets.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { useTicketAssignees } from '../data/use-ticket-assignees';
import { OnlineButton } from '../../../ui/online-button';
import { useScreenTitle } from '../../../ui/screen';
import { FormSubmit } from '../../../ui/form/form';

const linkClass = 'font-medium text-brand underline-offset-2 hover:underline';

/**
 * `ticket/{ticketId}` (issue 52): the ticket's status, assignee, category, description, attributes, comments and
 * history. The Ticketing team moves and assigns it; its raiser's side and the team comment. Online only.
 */
export function TicketPage({ ticketId }: { ticketId: number }) {
  const user = useSignedInUser();
  const ticket = useResource(`ticket:${user.domainId}:${ticketId}`, (signal) => call(ticketEndpointsOf(user.domainId).view, { params: { id: ticketId }, signal }));
  const view = ticket.data;
  useScreenTitle(view ? `Ticket ${view.key}` : 'Ticket');

  if (!view) {
    return ticket.error ? <LoadFailed what="the ticket" error={ticket.error} onRetry={() => void ticket.refresh()} /> : <LoadingFallback label="Loading the ticket…" />;
  }
  return (
    <div className="mx-auto flex w-full max-w-screen-lg min-w-0 flex-col gap-4">
      <PageHeader
        title={`${view.key}: ${view.summary}`}
        description={
          <>
            Raised by {view.reporter} on {formatDateTime(view.created_at)} on{' '}
            <a href={view.entity_path} className={linkClass}>
              {view.entity_type_id === 3 ? `account #${view.entity_id}` : `opportunity #${view.entity_id}`}
            </a>
            .
          </>
        }
        actions={
          user.capabilities.includes('workTickets') && (
            <Link to="/tickets" className={linkClass}>
              Back to the queue
            </Link>
          )
        }
      />
      <OnlineOnlyNotice />
      <TicketDetails view={view} />
      {(view.next_statuses.length > 0 || view.can_assign) && <TicketActions view={view} onChanged={() => ticket.refresh()} />}
      <TicketComments view={view} onChanged={() => ticket.refresh()} />
      <TicketHistory rows={view.history} />
    </div>
  );
}

function TicketDetails({ view }: { view: TicketView }) {
  const rows: [string, string][] = [
    ['Status', view.status],
    ['Assignee', view.assignee ?? 'Unassigned'],
    ['Category', view.sub_category ? `${view.category} › ${view.sub_category}` : view.category],
    ['Updated', formatDateTime(view.updated_at)],
    ...view.attributes.map((a): [string, string] => [a.name, a.attribute_value]),
  ];
  return (
    <SectionPanel title="Details">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="text-slate-900" data-field={term}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-medium text-slate-600">Description</h3>
        <p className="text-sm whitespace-pre-wrap text-slate-900">{view.description || 'No description.'}</p>
      </div>
    </SectionPanel>
  );
}

/** Moves (the allowed ones only; the server refuses the rest with 409) and assignment, for the Ticketing team. */
function TicketActions({ view, onChanged }: { view: TicketView; onChanged: () => Promise<void> }) {
  const user = useSignedInUser();
  const notify = useNotify();
  const assignees = useTicketAssignees(user.domainId, view.can_assign);
  const [assignee, setAssignee] = useState(view.assignee_id === null ? '' : String(view.assignee_id));
  const [busy, setBusy] = useState<string | null>(null);

  async function run(what: string, action: () => Promise<TicketView>, success: (answer: TicketView) => string) {
    setBusy(what);
    try {
      const answer = await action();
      notify.success(success(answer));
      await onChanged();
    } catch {
      // The API client has shown the server's message (e.g. the 409 of a move no longer allowed).
      await onChanged();
    } finally {
      setBusy(null);
    }
  }

  const chosen = assignee === '' ? null : Number(assignee);
  return (
    <SectionPanel title="Work on it">
      {view.next_statuses.length > 0 && (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Move the ticket">
          <span className="text-sm text-slate-700">Move to:</span>
          {view.next_statuses.map((s) => (
            <OnlineButton
              key={s.id}
              variant={s.id === 4 ? 'secondary' : 'primary'}
              busy={busy === `move-${s.id}`}
              disabled={busy !== null}
              onClick={() => void run(`move-${s.id}`, () => call(ticketEndpointsOf(user.domainId).status, { params: { id: view.id }, body: { status_id: s.id } }), (answer) => `Ticket ${answer.key} is ${answer.status}.`)}
            >
              {s.name}
            </OnlineButton>
          ))}
        </div>
      )}
      {view.can_assign && (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void run('assign', () => call(ticketEndpointsOf(user.domainId).assignee, { params: { id: view.id }, body: { assignee_id: chosen } }), (answer) => (answer.assignee ? `Ticket ${answer.key} assigned to ${answer.assignee}.` : `Ticket ${answer.key} unassigned.`));
          }}
        >
          <SelectField
            label="Assignee"
            placeholder={assignees.isLoading ? 'Loading…' : 'Unassigned'}
            options={(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.id === user.id ? `${a.name} (me)` : a.name }))}
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
          />
          <OnlineButton type="submit" variant="secondary" busy={busy === 'assign'} disabled={busy !== null || chosen === view.assignee_id}>
            {chosen === null ? 'Unassign' : 'Assign'}
          </OnlineButton>
        </form>
      )}
    </SectionPanel>
  );
}

function TicketComments({ view, onChanged }: { view: TicketView; onChanged: () => Promise<void> }) {
  const user = useSignedInUser();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError('This field is required.');
      return;
    }
    setSaving(true);
    try {
      await call(ticketEndpointsOf(user.domainId).comment, { params: { id: view.id }, body: { comment: text.trim() }, notify: false });
      setText('');
      setError(null);
      notify.success('Comment added.');
      await onChanged();
    } catch (failure) {
      setError(failureText(failure, 'The comment could not be added. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <SectionPanel title="Comments">
      {view.comments.length === 0 ? (
        <p className="text-sm text-slate-600">No comments yet.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Comments">
          {view.comments.map((c) => (
            <li key={c.id} className="rounded-md border border-slate-200 p-3">
              <p className="text-xs text-slate-600">
                {c.author} · {formatDateTime(c.created_at)}
              </p>
              <p className="text-sm whitespace-pre-wrap text-slate-900">{c.comment}</p>
            </li>
          ))}
        </ol>
      )}
      {view.can_comment && (
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
          <TextAreaField label="Add a comment" value={text} maxLength={2000} error={error} onChange={(e) => setText(e.target.value)} />
          <FormSubmit busy={saving}>Add comment</FormSubmit>
        </form>
      )}
    </SectionPanel>
  );
}

function historyLine(row: TicketHistoryRow): string {
  switch (row.kind) {
    case 'created':
      return `${row.actor} raised it (${row.to ?? 'Open'})`;
    case 'status':
      return `${row.actor} moved it from ${row.from ?? '?'} to ${row.to ?? '?'}`;
    case 'assignee':
      return row.to === 'Unassigned' ? `${row.actor} unassigned it (was ${row.from ?? '?'})` : `${row.actor} assigned it to ${row.to ?? '?'}`;
    case 'comment':
      return `${row.actor} commented`;
  }
}

function TicketHistory({ rows }: { rows: readonly TicketHistoryRow[] }) {
  return (
    <SectionPanel title="History">
      {/* Tickets from before issue 52 (and the demo seed's) carry no recorded changes. */}
      {rows.length === 0 && <p className="text-sm text-slate-600">No changes recorded.</p>}
      <ol className="flex flex-col gap-1 text-sm" aria-label="History">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col sm:flex-row sm:gap-3">
            <span className="whitespace-nowrap text-slate-600">{formatDateTime(row.created_at)}</span>
            <span className="text-slate-900">{historyLine(row)}</span>
          </li>
        ))}
      </ol>
    </SectionPanel>
  );
}
