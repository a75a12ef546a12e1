import type { CommentView } from '../areas/comments/data/comment-types';

/** A call comment on account 7 (what the comment service answers), with the fields a test names. */
export function commentView(fields: Pick<CommentView, 'id'> & Partial<CommentView>): CommentView {
  return {
    entityTypeId: 3,
    entityId: 7,
    accountId: 7,
    activityType: 'Call',
    text: 'call',
    happenedAt: '2025-01-02T10:00:00.000Z',
    receivedAt: '2025-01-02T10:00:00.000Z',
    authorId: 1,
    authorName: 'Vikram Rao',
    callStatusId: null,
    callDurationSeconds: null,
    clientId: null,
    ...fields,
  };
}
