import { useEffect, useRef } from 'react';
import { COMMENT_REFRESH_DELAY_MS, type CommentArea } from '../../../../domain/reference/limits';
import { Button } from '../../../ui/button';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { SectionPanel } from '../../../ui/section-panel';
import { useCommentFeed } from '../data/use-comment-feed';
import { CallLogPrompt } from './call-log-prompt';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

export type CommentsPanelProps = {
  /** 1 opportunity, 3 account. */
  entityTypeId: 1 | 3;
  entityId: number;
  /** The owner area logs Call only. */
  area: CommentArea;
  /** The account the entity belongs to (the offline mirror files comments by account). */
  accountId: number;
  /** Shows the form; read-only users and merged-away accounts get the list only. */
  canWrite: boolean;
};

/**
 * Comments on an account or an opportunity: the form for those who may write, and the list, 20 at a time
 * with 'Load more'. After adding, the list refreshes 1 second later (spec 000 §7). Those who may write are also
 * offered to log a call they started from a contact's tel: link on this record (CallLogPrompt).
 */
export function CommentsPanel({ entityTypeId, entityId, area, accountId, canWrite }: CommentsPanelProps) {
  const feed = useCommentFeed(entityTypeId, entityId);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function refreshSoon() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void feed.reload(), COMMENT_REFRESH_DELAY_MS);
  }

  return (
    <SectionPanel title="Comments">
      {canWrite && <CommentForm entityTypeId={entityTypeId} entityId={entityId} area={area} onAdded={refreshSoon} />}
      {canWrite && <CallLogPrompt entityTypeId={entityTypeId} entityId={entityId} accountId={accountId} onLogged={refreshSoon} />}
      {feed.comments === undefined && !feed.error && <LoadingFallback label="Loading comments…" />}
      {feed.error && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          {feed.error}
          <Button variant="secondary" size="sm" onClick={() => void (feed.comments ? feed.loadMore() : feed.reload())}>
            Try again
          </Button>
        </div>
      )}
      {feed.comments?.length === 0 && <p className="text-sm text-slate-600">No comments yet.</p>}
      {feed.comments && feed.comments.length > 0 && (
        <>
          <p className="text-xs text-slate-600" aria-live="polite">
            Showing {feed.comments.length} of {feed.totalCount}
          </p>
          <ul aria-label="Comments" className="flex flex-col">
            {feed.comments.map((comment) => (
              <CommentItem key={comment.clientId ?? comment.id} comment={comment} />
            ))}
          </ul>
        </>
      )}
      {feed.hasMore && (
        <div>
          <Button variant="secondary" size="sm" busy={feed.isLoadingMore} onClick={() => void feed.loadMore()}>
            Load more
          </Button>
        </div>
      )}
    </SectionPanel>
  );
}
