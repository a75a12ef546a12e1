import type { CommentView as DomainCommentView } from '../../../../domain/comments/comment-view';
import type { Paged } from '../../../../domain/paging/paged';
import type { CommentActivityType } from '../../../../domain/reference/limits';

/** A comment (activity) as the server answers it, and whether a queued command changed it. */
export type CommentView = DomainCommentView & {
  /** Changed on this device by a queued command that the server has not confirmed yet (offline issue). */
  pending?: boolean;
};

export type CommentPage = Paged<CommentView>;

/** POST /sapna/v1/comment. */
export type NewComment = {
  entityTypeId: 1 | 3;
  entityId: number;
  activityType: CommentActivityType;
  text: string;
  happenedAt: string;
  /** Makes a retried post idempotent: the server returns the stored comment. */
  clientId: string;
};
