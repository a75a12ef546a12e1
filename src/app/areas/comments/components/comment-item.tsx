import { formatDateTime } from '../../../../domain/format/date-time';
import { callStatusName } from '../../../../domain/comments/call-statuses';
import { WaitingToSyncBadge } from '../../../ui/status/waiting-to-sync-badge';
import type { CommentView } from '../data/comment-types';

function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m ${seconds % 60}s` : `${seconds}s`;
}

/**
 * A comment the server received this long after it happened says when: a back-dated one, or one written offline
 * and synced later. One logged live arrives within seconds and says nothing more (comparing the shown minutes
 * instead would add the line whenever the two fall either side of a minute's turn).
 */
const RECEIVED_LATER_MS = 60_000;

function receivedLater(comment: CommentView): boolean {
  return Math.abs(Date.parse(comment.receivedAt) - Date.parse(comment.happenedAt)) >= RECEIVED_LATER_MS;
}

/** One comment: what, by whom, when it happened and, if it arrived later, when the server received it. */
export function CommentItem({ comment }: { comment: CommentView }) {
  const happened = formatDateTime(comment.happenedAt);
  const received = formatDateTime(comment.receivedAt);
  const call = [comment.callStatusId !== null ? (callStatusName(comment.callStatusId)) : null, comment.callDurationSeconds !== null ? duration(comment.callDurationSeconds) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex flex-col gap-1 border-t border-slate-200 py-3 first:border-t-0">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">{comment.activityType}</span>
        <span className="font-medium text-slate-900">{comment.authorName ?? `User ${comment.authorId}`}</span>
        <span className="text-slate-600">
          <time dateTime={comment.happenedAt}>{happened}</time>
        </span>
        {comment.pending && <WaitingToSyncBadge />}
      </div>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{comment.text}</p>
      {call && <p className="text-xs text-slate-600">Call: {call}</p>}
      {!comment.pending && receivedLater(comment) && (
        <p className="text-xs text-slate-600">
          Received by the server <time dateTime={comment.receivedAt}>{received}</time>
        </p>
      )}
    </li>
  );
}
