import { logCallOutcomeArgsSchema } from '../../../domain/calling/calling';
import { recordCallOutcome } from './calling.service';
import { currentChange, defineCommand, type CommandDefinition } from '../../sync/command';

// Push commands of the calling area: a call outcome the agent logged with no signal (issue 13 "Offline").

export const CALLING_COMMANDS: Record<string, CommandDefinition<unknown>> = {
  /**
   * args: POST /mystique/v1/calls/{id}/outcome's body (outcomeId, remark?), the callId, the caseId the device showed
   * it under, and the clientId the Call comment keeps. The same rule as the route (recordCallOutcome): unknown call
   * or case 404, an outcome already logged or a call still running 409, an outcome outside spec 000 §9 400; the
   * comment, the call and the case (closed unless redial) change in this command's transaction. The comment's
   * happenedAt is the command's device time (when the agent logged it).
   */
  logCallOutcome: defineCommand({
    args: logCallOutcomeArgsSchema,
    run: async (ctx, args, command, env) => {
      const { answer, accountId } = await recordCallOutcome(ctx, env, args.callId, args, { caseId: args.caseId, clientId: args.clientId, happenedAt: command.deviceTime });
      return [await currentChange(ctx, 'comment', answer.comment.id, accountId)];
    },
  }),
};
