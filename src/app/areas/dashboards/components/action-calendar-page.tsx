import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { DASHBOARD_MESSAGES, salesMonthNameOfKey } from '../../../../domain/dashboards/tiles';
import { ACTION_MESSAGES, ACTION_TYPES, type ActionType, type ActionView, type FollowUpView } from '../../../../domain/dashboards/actions';
import { formatDateTime, formatTime } from '../../../../domain/format/date-time';
import { istDateOf } from '../../../../domain/format/ist-calendar';
import { opportunityPagePath } from '../../../../domain/opportunities/statuses';
import { useOnline } from '../../../lib/offline/session/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { RecordPicker } from '../../../ui/form/record-picker';
import { TextField } from '../../../ui/form/text-field';
import { createAction, logFollowUp, updateAction, useActions } from '../data/action-calls';
import { CALENDAR_VIEWS, daysOf, kolkataInstant, stepDate, useFollowUps, type ActionSearch, type CalendarView } from '../data/actions-api';
import { OnlineButton } from '../../../ui/online-button';
import { useScreenTitle } from '../../../ui/screen';
import { StatusNote } from '../../../ui/status/status-note';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const failureText = (error: unknown) => (error instanceof Error ? error.message : undefined);

function ActionChip({ action, selected, onSelect }: { action: ActionView; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      className={`block w-full truncate rounded px-1 text-left text-xs ${action.doneAt ? 'bg-slate-100 text-slate-600 line-through' : 'bg-sky-50 text-sky-900'} ${selected ? 'ring-2 ring-sky-600' : ''}`}
    >
      {`${formatTime(action.dueAt)} ${action.activityType}: ${action.title}`}
    </button>
  );
}

function FollowUpChip({ followUp, selected, onSelect }: { followUp: FollowUpView; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      className={`block w-full truncate rounded px-1 text-left text-xs ${followUp.overdue ? 'bg-amber-50 text-amber-900' : 'bg-violet-50 text-violet-900'} ${selected ? 'ring-2 ring-sky-600' : ''}`}
    >
      {`Follow-up: ${followUp.opportunityName}`}
    </button>
  );
}

/**
 * `action`: a calendar (day, week, month; an agenda list on a phone) of the user's planned calls, meetings,
 * drop-ins and e-mails. Sellers add an action, move it and mark it done (which logs the comment on the account or
 * opportunity); read-only users see it only. Online only.
 */
export function ActionCalendarPage({ search, onSearchChange }: { search: ActionSearch; onSearchChange: (next: ActionSearch) => void }) {
  const user = useSignedInUser();
  useScreenTitle('Actions');
  const canSell = user.capabilities.includes('sell');
  const online = useOnline();
  const notify = useNotify();
  const view: CalendarView = search.view ?? 'week';
  const day = search.date ?? istDateOf(new Date());
  const days = daysOf(view, day);
  const actions = useActions(days[0]!, days[days.length - 1]!, online);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [draft, setDraft] = useState({ accountId: '', opportunityId: '', activityType: 'Call' as ActionType, title: '', due: '' });
  const [moveTo, setMoveTo] = useState('');
  const [busy, setBusy] = useState(false);
  const list = actions.data ?? [];
  const byDay = new Map<string, ActionView[]>();
  for (const a of list) byDay.set(istDateOf(new Date(a.dueAt)), [...(byDay.get(istDateOf(new Date(a.dueAt))) ?? []), a]);
  const selected = list.find((a) => a.id === selectedId);
  // The followup tile's follow-ups of the user's own book: overdue ones on today, upcoming ones on their due day.
  const followUps = useFollowUps(days[0]!, days[days.length - 1]!, online);
  const followUpList = followUps.data ?? [];
  const followUpsByDay = new Map<string, FollowUpView[]>();
  for (const f of followUpList) followUpsByDay.set(f.calendarDay, [...(followUpsByDay.get(f.calendarDay) ?? []), f]);
  const [selectedFollowUpId, setSelectedFollowUpId] = useState<number | null>(null);
  const selectedFollowUp = followUpList.find((f) => f.opportunityId === selectedFollowUpId);
  const selectAction = (id: number) => {
    setSelectedId(id);
    setSelectedFollowUpId(null);
  };
  const selectFollowUp = (id: number) => {
    setSelectedFollowUpId(id);
    setSelectedId(null);
  };

  async function run(work: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await work();
      notify.success(success);
      await Promise.all([actions.refresh(), followUps.refresh()]);
    } catch (error) {
      notify.error(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  function add(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const created = await createAction({
        accountId: Number(draft.accountId),
        opportunityId: draft.opportunityId ? Number(draft.opportunityId) : null,
        activityType: draft.activityType,
        title: draft.title,
        dueAt: kolkataInstant(draft.due),
      });
      setDraft({ ...draft, title: '' });
      setSelectedId(created.id);
      onSearchChange({ ...search, date: istDateOf(new Date(created.dueAt)) });
    }, ACTION_MESSAGES.created);
  }

  return (
    <div className="space-y-4">
      <PageHeader title="Actions" description="Your planned calls, meetings, drop-ins and e-mails, and the follow-ups your open opportunities need (7 days after the last activity)." />
      {!online && <StatusNote>{DASHBOARD_MESSAGES.offline}</StatusNote>}
      {canSell && (
        <SectionPanel title="Add an action">
          <form aria-label="Add an action" onSubmit={add} className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
            <RecordPicker kind="account" label="Account" required value={draft.accountId} onChange={(e) => setDraft({ ...draft, accountId: e.target.value })} />
            <RecordPicker kind="opportunity" label="Opportunity" value={draft.opportunityId} onChange={(e) => setDraft({ ...draft, opportunityId: e.target.value })} />
            <SelectField
              label="Type"
              options={ACTION_TYPES.map((t) => ({ value: t, label: t }))}
              value={draft.activityType}
              onChange={(e) => setDraft({ ...draft, activityType: e.target.value as ActionType })}
            />
            <TextField label="Title" required value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
            <TextField label="Due" type="datetime-local" required value={draft.due} onChange={(e) => setDraft({ ...draft, due: e.target.value })} />
            <OnlineButton type="submit" busy={busy} disabled={busy}>
              Add action
            </OnlineButton>
          </form>
        </SectionPanel>
      )}
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Calendar">
        <Button variant="secondary" size="sm" onClick={() => onSearchChange({ ...search, date: stepDate(view, day, -1) })}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onSearchChange({ ...search, date: undefined })}>
          Today
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onSearchChange({ ...search, date: stepDate(view, day, 1) })}>
          Next
        </Button>
        <span className="px-2 text-sm font-medium">{view === 'month' ? salesMonthNameOfKey(day.slice(0, 7)) : `${days[0]} – ${days[days.length - 1]}`}</span>
        {CALENDAR_VIEWS.map((v) => (
          <Button key={v} variant={v === view ? 'primary' : 'secondary'} size="sm" aria-pressed={v === view} onClick={() => onSearchChange({ ...search, view: v })}>
            {v[0]!.toUpperCase() + v.slice(1)}
          </Button>
        ))}
      </div>
      {actions.error !== null && !actions.data && (
        <p role="alert" className="text-sm text-red-800">
          {failureText(actions.error) ?? 'The calendar could not be loaded.'}
        </p>
      )}
      {/* Desktop: the grid. Phone: the agenda list of the same days. */}
      <div className={`hidden gap-px rounded-lg border border-slate-200 bg-slate-200 sm:grid ${view === 'day' ? 'grid-cols-1' : 'grid-cols-7'}`} aria-label="Calendar grid" role="grid">
        {/* Rows of `display: contents`, so the cells stay the CSS grid's items while a grid's rows hold them (axe: a
            grid's cells and column headers sit in rows). */}
        {view !== 'day' && (
          <div role="row" className="contents">
            {WEEKDAYS.map((w) => (
              <div key={w} role="columnheader" className="bg-slate-50 px-2 py-1 text-xs font-medium text-slate-600">
                {w}
              </div>
            ))}
          </div>
        )}
        {weeksOf(days, view === 'day' ? 1 : 7).map((week) => (
          <div key={week[0]} role="row" className="contents">
            {week.map((d) => (
              <div key={d} role="gridcell" className={`min-h-24 space-y-1 bg-white p-1 ${view === 'month' && d.slice(0, 7) !== day.slice(0, 7) ? 'opacity-50' : ''}`}>
                {/* The cell is named by its content: its whole date (read, where the day of the month is shown), then its chips. */}
                <div className="text-xs text-slate-500">
                  <span aria-hidden="true">{d.slice(8)}</span>
                  <span className="sr-only">{d}</span>
                </div>
                {(byDay.get(d) ?? []).map((a) => (
                  <ActionChip key={a.id} action={a} selected={a.id === selectedId} onSelect={() => selectAction(a.id)} />
                ))}
                {(followUpsByDay.get(d) ?? []).map((f) => (
                  <FollowUpChip key={`f${f.opportunityId}`} followUp={f} selected={f.opportunityId === selectedFollowUpId} onSelect={() => selectFollowUp(f.opportunityId)} />
                ))}
              </div>
            ))}
          </div>
        ))}
      </div>
      <ol className="space-y-2 sm:hidden" aria-label="Agenda">
        {days
          .filter((d) => byDay.has(d) || followUpsByDay.has(d))
          .map((d) => (
            <li key={d}>
              <h3 className="text-sm font-semibold">{d}</h3>
              <div className="space-y-1">
                {(byDay.get(d) ?? []).map((a) => (
                  <ActionChip key={a.id} action={a} selected={a.id === selectedId} onSelect={() => selectAction(a.id)} />
                ))}
                {(followUpsByDay.get(d) ?? []).map((f) => (
                  <FollowUpChip key={`f${f.opportunityId}`} followUp={f} selected={f.opportunityId === selectedFollowUpId} onSelect={() => selectFollowUp(f.opportunityId)} />
                ))}
              </div>
            </li>
          ))}
        {list.length === 0 && followUpList.length === 0 && <li className="text-sm text-slate-600">No actions in these days.</li>}
      </ol>
      {selected && (
        <SectionPanel title={`${selected.activityType}: ${selected.title}`}>
          <dl className="mb-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-slate-600">Account</dt>
              <dd>{`${selected.accountName} (#${selected.accountId})`}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Opportunity</dt>
              <dd>{selected.opportunityId ? `#${selected.opportunityId}` : '-'}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Due</dt>
              <dd>{`${istDateOf(new Date(selected.dueAt))} ${formatTime(selected.dueAt)}`}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Status</dt>
              <dd>{selected.doneAt ? 'Done' : 'Planned'}</dd>
            </div>
          </dl>
          {canSell && !selected.doneAt && (
            <div className="flex flex-wrap items-end gap-2">
              <TextField label="Move to" type="datetime-local" value={moveTo} onChange={(e) => setMoveTo(e.target.value)} />
              <OnlineButton variant="secondary" disabled={busy || !moveTo} onClick={() => void run(() => updateAction(selected.id, { dueAt: kolkataInstant(moveTo) }), ACTION_MESSAGES.moved)}>
                Move
              </OnlineButton>
              <OnlineButton disabled={busy} onClick={() => void run(() => updateAction(selected.id, { done: true }), ACTION_MESSAGES.done)}>
                Mark done
              </OnlineButton>
            </div>
          )}
        </SectionPanel>
      )}
      {selectedFollowUp && (
        <SectionPanel title={`Follow-up: ${selectedFollowUp.opportunityName}`}>
          <dl className="mb-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-slate-600">Opportunity</dt>
              <dd>
                <Link to={opportunityPagePath(selectedFollowUp.opportunityKind, selectedFollowUp.opportunityId)} className="text-brand underline-offset-2 hover:underline">
                  {`#${selectedFollowUp.opportunityId}`}
                </Link>
                {` · ${selectedFollowUp.statusName}`}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Account</dt>
              <dd>{`${selectedFollowUp.accountName} (#${selectedFollowUp.accountId})`}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Last activity</dt>
              <dd>{formatDateTime(selectedFollowUp.lastActivityAt)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Due</dt>
              <dd>{selectedFollowUp.overdue ? `Overdue since ${selectedFollowUp.dueOn}` : selectedFollowUp.dueOn}</dd>
            </div>
          </dl>
          {canSell && (
            <OnlineButton
              disabled={busy}
              onClick={() => void run(() => logFollowUp(selectedFollowUp.opportunityId, {}), ACTION_MESSAGES.followUpLogged)}
            >
              Log follow-up
            </OnlineButton>
          )}
        </SectionPanel>
      )}
    </div>
  );
}

/** The days in rows of `size` (a week, or one day in the day view). */
function weeksOf(days: readonly string[], size: number): string[][] {
  const rows: string[][] = [];
  for (let i = 0; i < days.length; i += size) rows.push(days.slice(i, i + size));
  return rows;
}
