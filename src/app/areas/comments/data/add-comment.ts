import { commentEndpoints } from '../../../../domain/comments/comments.endpoints';
import { call, endpointPath } from '../../../lib/api/call';
import { getOfflineSession } from '../../../lib/offline/session/offline-session';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/outbox/queued-write';
import { session } from '../../../lib/session/session';
import type { NewComment } from './comment-types';
import { pendingCommentId, showWhileSaving } from './pending-comments';

/**
 * Adds a comment: through the outbox when the offline session runs (SYNC.md; it shows on the record at once,
 * waiting to sync), else POST /api/sapna/v1/comment. The panel shows 'Unable to post comment' itself on failure.
 */
export function addComment(comment: NewComment): Promise<WriteResult> {
  const path = endpointPath(commentEndpoints.add);
  const saving = writeThroughOutbox(
    {
      name: 'addComment',
      args: {
        entityTypeId: comment.entityTypeId,
        entityId: comment.entityId,
        activityType: comment.activityType,
        text: comment.text,
        happenedAt: comment.happenedAt,
        callDurationSeconds: comment.callDurationSeconds ?? null,
      },
      // The comment queued on the device takes the client id the feed shows it under meanwhile.
      clientId: comment.clientId ?? undefined,
    },
    () => call(commentEndpoints.add, { body: comment, notify: false }),
    { method: 'POST', path, notify: false },
  );
  if (comment.clientId && getOfflineSession()) showQueuing({ ...comment, clientId: comment.clientId }, saving);
  return saving;
}

/**
 * The comment in its record's feed from now, as the device copy will show it (pending-comments.ts): by the signed-in
 * user, received now, happened when given (else now). Its account is read by the queued command; no screen shows it.
 */
function showQueuing(comment: NewComment & { clientId: string }, saving: Promise<unknown>): void {
  const state = session.getState();
  const user = state.status === 'signedIn' ? state.user : null;
  const now = new Date().toISOString();
  showWhileSaving(
    {
      id: pendingCommentId(),
      entityTypeId: comment.entityTypeId,
      entityId: comment.entityId,
      accountId: 0,
      activityType: comment.activityType ?? '',
      text: comment.text,
      happenedAt: comment.happenedAt ?? now,
      receivedAt: now,
      authorId: user?.id ?? 0,
      authorName: user ? user.name || user.username : null,
      // Not queued (the command takes none), so not shown either.
      callStatusId: null,
      callDurationSeconds: comment.callDurationSeconds ?? null,
      clientId: comment.clientId ?? undefined,
    },
    saving,
  );
}
