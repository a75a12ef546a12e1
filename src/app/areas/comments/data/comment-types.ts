import type { CommentActivityType } from '../../../../domain/reference/limits';

/** A comment (activity) as the server answers it. */
export type CommentView = {
  /** Changed on this device by a queued command that the server has not confirmed yet (offline issue). */
  pending?: boolean;
  id: number;
  entityTypeId: number;
  entityId: number;
  accountId: number;
  activityType: string;
  text: string;
  /** When the agent says it happened (the device's time). */
  happenedAt: string;
  /** When the server received it. */
  receivedAt: string;
  authorId: number;
  authorName: string | null;
  callStatusId: number | null;
  callDurationSeconds: number | null;
  clientId: string | null;
};

export type CommentPage = { results: CommentView[]; totalCount: number; page: number; size: number };

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
