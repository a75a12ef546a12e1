import { api } from '../../../lib/api/api';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/queued-write';
import type { NewComment } from './comment-types';

/**
 * Adds a comment: through the outbox when the offline session runs (SYNC.md; it shows on the record at once,
 * waiting to sync), else POST /api/sapna/v1/comment. The panel shows 'Unable to post comment' itself on failure.
 */
export function addComment(comment: NewComment): Promise<WriteResult> {
  const path = '/sapna/v1/comment';
  return writeThroughOutbox(
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
    },
    () => api.post(path, comment, { notify: false }),
    { method: 'POST', path, notify: false },
  );
}
