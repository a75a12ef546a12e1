import { formatDateTime, formatTime } from '../../../../domain/format/date-time';
import { EMPTY_DATE_TEXT, formatCount } from '../../../../domain/format/placeholders';
import {
  LIVE_STATE,
  LIVE_VIEW_MESSAGES,
  callStatusText,
  isOnCall,
  liveStateOf,
  sortLiveAgents,
  summarizeLiveAgents,
  type LiveAgent,
  type LiveState,
} from '../../../../domain/live-view/live-view';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { SectionPanel } from '../../../ui/section-panel';
import { useLiveView, useNow, type LiveViewState } from '../data/use-live-view';

const DOT_CLASSES: Record<LiveState, string> = {
  offline: 'bg-slate-400',
  online: 'bg-green-600',
  idle: 'bg-amber-500',
  'on-call': 'bg-blue-600',
};

function columnsAt(now: Date): Column<LiveAgent>[] {
  return [
    { key: 'name', header: 'Agent name', cell: (a) => a.name },
    { key: 'email', header: 'Email', priority: 4, cell: (a) => a.email },
    {
      key: 'online',
      header: 'Online',
      value: (a) => LIVE_STATE.names[liveStateOf(a, now)],
      cell: (a) => {
        const state = liveStateOf(a, now);
        return (
          <span className="inline-flex items-center gap-2 whitespace-nowrap">
            <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${DOT_CLASSES[state]}`} />
            {LIVE_STATE.names[state]}
          </span>
        );
      },
    },
    { key: 'first', header: 'First activity', priority: 4, value: (a) => a.firstActivityAt, className: 'whitespace-nowrap', cell: (a) => formatDateTime(a.firstActivityAt) },
    { key: 'last', header: 'Last activity', priority: 2, value: (a) => a.lastActivityAt, className: 'whitespace-nowrap', cell: (a) => formatDateTime(a.lastActivityAt) },
    { key: 'call', header: 'Call status', cell: (a) => callStatusText(a, now) },
    { key: 'callStart', header: 'Current call start time', priority: 3, className: 'whitespace-nowrap', cell: (a) => (isOnCall(a, now) ? formatTime(a.callStartedAt) : EMPTY_DATE_TEXT) },
    { key: 'opportunity', header: 'Opportunity id', align: 'right', value: (a) => a.opportunityId, cell: (a) => a.opportunityId ?? '-' },
    { key: 'campaign', header: 'Assigned campaign', priority: 3, cell: (a) => (a.campaigns.length ? a.campaigns.join(', ') : '-') },
  ];
}

function ConnectionLine({ state }: { state: LiveViewState }) {
  const last = state.lastEventAt ? ` · last event ${formatTime(state.lastEventAt)}` : '';
  const line =
    state.connection === 'offline'
      ? { text: `${LIVE_VIEW_MESSAGES.offline}${last}`, cls: 'border-amber-300 bg-amber-50 text-amber-900' }
      : state.connection === 'disconnected'
        ? { text: `${LIVE_VIEW_MESSAGES.reconnecting}${last}`, cls: 'border-amber-300 bg-amber-50 text-amber-900' }
        : state.connection === 'refused'
          ? { text: state.refusal ?? 'You do not have permission to do this.', cls: 'border-red-300 bg-red-50 text-red-900' }
          : state.connection === 'connecting'
            ? { text: 'Connecting to live updates…', cls: 'border-slate-200 bg-slate-50 text-slate-700' }
            : { text: `${LIVE_VIEW_MESSAGES.live}${last}`, cls: 'border-green-300 bg-green-50 text-green-900' };
  return (
    <p role="status" data-connection={state.connection} className={`rounded-md border px-3 py-2 text-sm ${line.cls}`}>
      {line.text}
    </p>
  );
}

/**
 * `live-view` (spec 002 §2): one row per telesales agent of the brand and the team summary (total, online, offline,
 * on-call, idle), kept current by the server's event stream. Online only: offline it says so and keeps the last rows.
 */
export function LiveViewPage() {
  const state = useLiveView();
  const now = useNow();
  const agents = sortLiveAgents(state.agents.values());
  const summary = state.loaded ? summarizeLiveAgents(agents, now) : null;
  const counts: [string, number | undefined][] = [
    ['Total', summary?.total],
    ['Online', summary?.online],
    ['Offline', summary?.offline],
    ['On call', summary?.onCall],
    ['Idle', summary?.idle],
  ];
  // The rows come from the event stream, not a request: nothing to load again, no failure but the connection's (said above).
  const resource = { data: agents, error: null, isLoading: !state.loaded && state.connection === 'connecting', refresh: () => Promise.resolve() };

  return (
    <ListScreen
      title="Live View"
      description="Each telesales agent's status, call and case as it happens. Idle: online, not on a call, no activity for 5 minutes."
      onlineOnly={false}
      before={
        <>
          <ConnectionLine state={state} />
          <SectionPanel title="Team summary">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {counts.map(([label, count]) => (
                <div key={label} className="rounded-md border border-slate-200 px-3 py-2">
                  <dt className="text-xs text-slate-600">{label}</dt>
                  <dd className="text-xl font-semibold text-slate-900" data-testid={`live-count-${label.toLowerCase().replace(' ', '-')}`}>
                    {formatCount(count)}
                  </dd>
                </div>
              ))}
            </dl>
          </SectionPanel>
        </>
      }
      what="live view"
      caption="Agents"
      columns={columnsAt(now)}
      rowKey={(a) => a.userId}
      resource={resource}
      empty={state.loaded ? LIVE_VIEW_MESSAGES.noAgents : 'Waiting for live updates…'}
    />
  );
}
