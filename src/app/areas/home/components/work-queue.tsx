import { Link } from '@tanstack/react-router';
import { approvalAge } from '../../../../domain/approvals/approval-inbox-filters';
import { groupThousands } from '../../../../domain/format/indian-grouping';
import type { UserDetails } from '../../../lib/session/user-details';
import { useResource } from '../../../lib/data/use-resource';
import { useOnline } from '../../../lib/offline/session/use-online';
import { useOfflineSession, useSyncStatus } from '../../../lib/offline/sync/use-sync-status';
import { isApiFailure } from '../../../lib/api/api-failure';
import { workQueueFor, type QueueItem, type QueueLink } from '../work-queue';

const CARD = 'flex min-h-20 flex-col justify-between gap-1 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand hover:bg-slate-50';

/**
 * The role's work queue (issue 51): each card a count that equals the list it opens. The outbox is counted from
 * this device's copy (it works offline, and says so); the rest are asked of the server and wait for a connection.
 */
export function WorkQueue({ user, items: all }: { user: UserDetails; items: readonly QueueItem[] }) {
  const items = workQueueFor(all, user.capabilities);
  const keepsCopy = user.capabilities.includes('workOffline');
  if (items.length === 0 && !keepsCopy) return null;
  return (
    <section aria-labelledby="work-queue-heading">
      <h2 id="work-queue-heading" className="mb-2 text-base font-semibold text-slate-900">
        Waiting on you
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.key}>
            <QueueCard item={item} />
          </li>
        ))}
        {keepsCopy && (
          <li>
            <OutboxCard />
          </li>
        )}
      </ul>
    </section>
  );
}

/**
 * A card's link is named by what it shows (label, figure, note; hidden separators make it read as a sentence), so the
 * name a voice-control user reads off the card is the name (axe's label-content-name-mismatch: an aria-label
 * "Label: 4" did not contain the visible "Label 4").
 */
function CardLink({ link, children }: { link: QueueLink; children: React.ReactNode }) {
  return (
    <Link to={link.to} search={link.search ?? {}} className={CARD}>
      {children}
    </Link>
  );
}

function QueueCard({ item }: { item: QueueItem }) {
  const online = useOnline();
  const result = useResource(online ? `home-queue:${item.key}` : null, item.count);
  const data = result.data;
  let figure: string;
  let note: string | null = null;
  if (data) {
    figure = `${groupThousands(data.count)}${data.capped ? '+' : ''}`;
    if (data.oldestAt && data.count > 0) note = `Oldest waiting ${approvalAge(data.oldestAt, new Date())}`;
    else if (data.note) note = data.note;
  } else if (!online || (result.error && isApiFailure(result.error) && result.error.noResponse)) {
    figure = '–';
    // Not on this device's copy: no figure rather than a stale or partial one.
    note = 'Unavailable offline: counted when you are back online.';
  } else if (result.error) {
    figure = '–';
    note = 'Could not be counted.';
  } else {
    figure = '…';
  }
  return (
    <CardLink link={item.link}>
      <span className="text-sm font-medium text-slate-700">
        {item.label}
        <span className="sr-only">: </span>
      </span>
      <span className="text-2xl font-semibold text-slate-900" data-queue-count={item.key}>
        {figure}
      </span>
      {/* The note's line is always there, so a note arriving with the count moves nothing below the queue. */}
      <span className="min-h-4 text-xs text-slate-600">{note ? <><span className="sr-only">. </span>{note}</> : '\u00a0'}</span>
    </CardLink>
  );
}

/** The outbox's count, from the device's copy: work not yet accepted by the server (waiting, failed or refused). */
function OutboxCard() {
  const session = useOfflineSession();
  const status = useSyncStatus();
  const count = status.pendingCount + status.failedCount + status.rejectedCount;
  const figure = session ? groupThousands(count) : '…';
  const label = 'Outbox (on this device)';
  return (
    <CardLink link={{ to: '/outbox' }}>
      <span className="text-sm font-medium text-slate-700">
        {label}
        <span className="sr-only">: </span>
      </span>
      <span className="text-2xl font-semibold text-slate-900" data-queue-count="outbox">
        {figure}
      </span>
      <span className="text-xs text-slate-600">
        <span className="sr-only">. </span>Counted from this device’s copy
      </span>
    </CardLink>
  );
}
