import type { CommentView as DomainCommentView } from '../../../../domain/comments/comment-view';
import type { Paged } from '../../../../domain/paging/paged';
import type { AddCommentArgs } from '../../../../domain/comments/comment-input';

/** A comment (activity) as the server answers it, and whether a queued command changed it. */
export type CommentView = DomainCommentView & {
  /** Changed on this device by a queued command that the server has not confirmed yet (offline issue). */
  pending?: boolean;
};

export type CommentPage = Paged<CommentView>;

/** POST /sapna/v1/comment, with the clientId that makes a retried post idempotent (the server returns the stored comment). */
export type NewComment = AddCommentArgs;
