import { compareText, newestIdFirst } from '../../../lib/offline/device/mirror-order';
import * as pendingViews from '../../../lib/offline/device/pending-views';
import type { CommentView } from './comment-types';

// Comments being queued on the device, shown in their record's feed from the tap (lib/offline/device/pending-views.ts).
// Only a feed answered by the device copy shows these (use-comment-feed.ts).

export { forgetShown, PENDING_AFTER_SAVE_MS, pendingLocalId as pendingCommentId } from '../../../lib/offline/device/pending-views';

/** The record's feed, as pending-views.ts names its list. */
export const commentFeedList = (entityTypeId: number, entityId: number) => `comments:${entityTypeId}:${entityId}`;

/** Newest first by when it happened, as the feed sorts. */
export const commentOrder = (a: CommentView, b: CommentView) => compareText(b.happenedAt, a.happenedAt) || newestIdFirst(a.id, b.id);

/** Shows `view` (with its client id) in its record's feed until the device copy shows it, or `saving` fails. */
export function showWhileSaving(view: CommentView & { clientId: string }, saving: Promise<unknown>): void {
  pendingViews.showWhileSaving(commentFeedList(view.entityTypeId, view.entityId), view, saving);
}

/** The comments being queued on this record. */
export function usePendingComments(entityTypeId: number, entityId: number): readonly CommentView[] {
  return pendingViews.usePendingViews<CommentView>(commentFeedList(entityTypeId, entityId));
}

/** The feed's comments with those being queued that it does not hold yet (by client id), each in its place. */
export function withPending(comments: CommentView[], pending: readonly CommentView[]): CommentView[] {
  return pendingViews.withPending(comments, pending, commentOrder);
}
