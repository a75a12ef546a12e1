import { z } from 'zod';
import { paymentEndpointVersion } from '../../../domain/payments/statuses';
import { paymentInputSchema } from '../../../domain/payments/payment-contract';
import { recordPayment } from './payments.service';
import { currentChange, defineCommand, type CommandDefinition } from '../../sync/command';
import { milestoneRef, resolveMilestone } from '../milestones/milestone-ref.service';

// Push commands of payments (record); src/server/sync/push-commands.ts registers them.

export const PAYMENT_COMMANDS: Record<string, CommandDefinition<unknown>> = {
  /**
   * args: POST /sapna/{v}/payment's body, with milestoneId | milestoneClientId; clientId required. The endpoint
   * version follows from the body as the online client picks it (v2 for mode 10, v3 with a bank response id).
   * Answers the payment, and its milestone and opportunity (their derived amounts changed).
   */
  recordPayment: defineCommand({
    args: paymentInputSchema.extend({ ...milestoneRef, clientId: z.uuid() }),
    run: async (ctx, args) => {
      const { milestoneClientId: _clientId, ...body } = args;
      const milestoneId = await resolveMilestone(ctx, args);
      const payment = await recordPayment(ctx, paymentEndpointVersion(body), { ...body, milestoneId });
      return [
        await currentChange(ctx, 'payment', payment.id, payment.accountId),
        await currentChange(ctx, 'milestone', payment.milestoneId, payment.accountId),
        await currentChange(ctx, 'opportunity', payment.opportunityId, payment.accountId),
      ];
    },
  }),
};
