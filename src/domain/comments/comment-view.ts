import type { z } from 'zod';
import { isoOf, type StoredTimes } from '../sync/row-fields';
import { commentRowSchema, type CommentRow } from './comment-row';

/** A comment (activity) as the server answers it (POST /sapna/v1/comment, GET .../comment/search): the mirrored row's fields. */
export const commentViewSchema = commentRowSchema;
export type CommentView = z.infer<typeof commentViewSchema>;

/** A stored comment, on either side: the server's times are Dates, the device's ISO strings. */
type StoredComment = StoredTimes<CommentRow, 'happenedAt' | 'receivedAt'>;

/** The answer for a stored comment; the server's routes and the device's mirror queries both present with it. */
export function presentComment(row: StoredComment): CommentView {
  return {
    id: row.id,
    entityTypeId: row.entityTypeId,
    entityId: row.entityId,
    accountId: row.accountId,
    activityType: row.activityType,
    text: row.text,
    happenedAt: isoOf(row.happenedAt),
    receivedAt: isoOf(row.receivedAt),
    authorId: row.authorId,
    authorName: row.authorName,
    callStatusId: row.callStatusId,
    callDurationSeconds: row.callDurationSeconds,
    clientId: row.clientId,
  };
}
