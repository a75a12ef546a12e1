import { CALL_OUTCOME_IDS, CALLING_MESSAGES, callOutcomeCommentText } from '../../../../domain/calling/calling';
import { ENTITY_TYPES } from '../../../../domain/reference/ids';
import { CommandRefusedError, compact, defineKind, num, preparedCreate, str } from '../../../lib/offline/outbox/command-kind';
import { localCommentRow } from '../../../lib/offline/outbox/local-comment';

// A call outcome logged with no signal (issue 13 "Offline"): queued like a Call comment and applied by the server
// exactly once (src/server/modules/calling/calling-commands.sync.ts), which writes the Call comment and closes the case (unless
// redial) as the online route does. The comment keeps the command's client id, so a replay finds the same one.
// Cases and calls are not on the device: it shows the comment on the case's account when that account is in the
// device's copy (an owner case's account is often in nobody's book), and the outbox lists the command either way.

export type LogCallOutcomeInput = {
  callId: number;
  caseId: number;
  /** The case's account: where the Call comment goes (and shows on this device, when the account is here). */
  accountId: number;
  outcomeId: number;
  remark?: string | null;
  /** The call's duration as the screen last saw it (the server's own replaces it on sync). */
  durationSeconds?: number | null;
};

declare module '../../../lib/offline/outbox/command-registry' {
  interface CommandInputs {
    logCallOutcome: LogCallOutcomeInput;
  }
}

export const logCallOutcome = defineKind<LogCallOutcomeInput>({
  name: 'logCallOutcome',
  entity: 'comment',
  creates: true,
  validate(input) {
    if (!(CALL_OUTCOME_IDS as readonly number[]).includes(input.outcomeId)) throw new CommandRefusedError(CALLING_MESSAGES.chooseOutcome);
  },
  async prepare(_w, input, created) {
    return preparedCreate(
      compact({
        callId: input.callId,
        caseId: input.caseId,
        outcomeId: input.outcomeId,
        remark: input.remark?.trim() || undefined,
        clientId: created.clientId,
        // Not read by the server (its own duration wins); kept so the device copy shows it until then.
        callDurationSeconds: input.durationSeconds ?? undefined,
      }),
      created,
      input.accountId,
    );
  },
  async apply(w, command) {
    const a = command.args;
    const clientId = str(a.clientId);
    const accountId = command.accountId;
    if (clientId == null || command.localId == null || accountId == null) return;
    // The account is not on this device: nothing to show here (the outbox still lists the command).
    if (!(await w.get('accounts', accountId))) return;
    if (await w.find('comments', { clientId })) return;
    const outcomeId = num(a.outcomeId) ?? 0;
    const row = localCommentRow(w, { localId: command.localId, clientId, deviceTime: command.deviceTime }, {
      entityTypeId: ENTITY_TYPES.ACCOUNT,
      entityId: accountId,
      accountId,
      activityType: 'Call',
      text: callOutcomeCommentText(num(a.caseId) ?? 0, outcomeId, str(a.remark)),
      callStatusId: outcomeId,
      callDurationSeconds: num(a.callDurationSeconds),
      happenedAt: command.deviceTime,
    });
    await w.put('comments', row);
  },
});
