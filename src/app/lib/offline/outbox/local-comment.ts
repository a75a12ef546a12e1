import type { LocalWriter } from './local-writer';
import type { CommentRow } from '../device/mirror-rows';

/** What a command decides of the comment it shows on the device; the rest is the same for every such row. */
export type LocalCommentFields = Pick<
  CommentRow,
  'entityTypeId' | 'entityId' | 'accountId' | 'activityType' | 'text' | 'callStatusId' | 'callDurationSeconds' | 'happenedAt'
>;

/**
 * The device's copy of a comment a queued command creates (addComment in areas/comments, logCallOutcome in
 * areas/calling): under the command's negative local id and client id, received at its device time, written by the
 * signed-in user, until the server's row (same client id) replaces it. Shared here because areas never import
 * each other.
 */
export function localCommentRow(
  w: Pick<LocalWriter, 'userId' | 'userName'>,
  created: { localId: number; clientId: string; deviceTime: string },
  fields: LocalCommentFields,
): CommentRow {
  return {
    id: created.localId,
    entityTypeId: fields.entityTypeId,
    entityId: fields.entityId,
    accountId: fields.accountId,
    activityType: fields.activityType,
    text: fields.text,
    callStatusId: fields.callStatusId,
    callDurationSeconds: fields.callDurationSeconds,
    happenedAt: fields.happenedAt,
    receivedAt: created.deviceTime,
    authorId: w.userId,
    authorName: w.userName,
    clientId: created.clientId,
    _clientId: created.clientId,
  };
}
