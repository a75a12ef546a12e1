import { ENTITY_TYPES } from '../../../../domain/reference/ids';
import type { CommentInput } from '../../../../domain/comments/comment-input';
import { CommandRefusedError, compact, defineKind, num, OFFLINE_MESSAGES, preparedCreate, str } from '../../../lib/offline/outbox/command-kind';
import { localCommentRow } from '../../../lib/offline/outbox/local-comment';

// Comments: append-only; the server keeps the client id, so a replayed add finds the same comment.

/** The route's body (the domain's comment input) less the clientId, which the command gives. happenedAt default: now on the device. */
export type AddCommentInput = Omit<CommentInput, 'clientId'>;

export const addComment = defineKind<AddCommentInput>({
  name: 'addComment',
  entity: 'comment',
  creates: true,
  async prepare(w, input, created) {
    const accountId =
      input.entityTypeId === ENTITY_TYPES.ACCOUNT
        ? (await w.get('accounts', input.entityId))?.accountId
        : (await w.get('opportunities', input.entityId))?.accountId;
    if (accountId === undefined) throw new CommandRefusedError(OFFLINE_MESSAGES.notOnDevice);
    return preparedCreate(
      compact({
        entityTypeId: input.entityTypeId,
        entityId: input.entityId,
        activityType: input.activityType,
        text: input.text,
        happenedAt: input.happenedAt ?? created.deviceTime,
        callStatusId: input.callStatusId ?? undefined,
        callDurationSeconds: input.callDurationSeconds ?? undefined,
        clientId: created.clientId,
      }),
      created,
      accountId,
    );
  },
  async apply(w, command) {
    const a = command.args;
    const clientId = str(a.clientId);
    if (clientId == null || command.localId == null) return;
    if (await w.find('comments', { clientId })) return;
    const row = localCommentRow(w, { localId: command.localId, clientId, deviceTime: command.deviceTime }, {
      entityTypeId: num(a.entityTypeId) ?? 0,
      entityId: num(a.entityId) ?? 0,
      accountId: command.accountId ?? 0,
      activityType: str(a.activityType) ?? '',
      text: str(a.text) ?? '',
      callStatusId: num(a.callStatusId),
      callDurationSeconds: num(a.callDurationSeconds),
      happenedAt: str(a.happenedAt) ?? command.deviceTime,
    });
    await w.put('comments', row);
  },
});

/** The engine's typed command inputs (lib/offline/outbox/command-registry.ts). */
declare module '../../../lib/offline/outbox/command-registry' {
  interface CommandInputs {
    addComment: AddCommentInput;
  }
}
