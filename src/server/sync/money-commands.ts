import { z } from 'zod';
import { paymentEndpointVersion } from '../../domain/payments/statuses';
import { milestones } from '../db/schema/index';
import { milestoneCreateInputSchema, milestoneUpdateInputSchema } from '../../domain/milestones/milestone-contract';
import { createMilestone, deleteMilestone, updateMilestone } from '../modules/milestones/milestones.service';
import { paymentInputSchema } from '../../domain/payments/payment-contract';
import { recordPayment } from '../modules/payments/payments.service';
import type { ServiceContext } from '../shared/service-context';
import { NOT_FOUND_MESSAGES } from '../modules/termsheets/termsheet-access.service';
import { currentChange, defineCommand, resolveId, type CommandDefinition } from './command';
import { rowsInScopeById } from './mirror-rows';

// Push commands of the money area: milestones (create, update, delete) and payments (record).

/** A milestone named by its server id or, when it was created offline, by its client id. */
const milestoneRef = {
  milestoneId: z.number().int().positive().nullish(),
  milestoneClientId: z.uuid().nullish(),
};

const milestoneTarget = { table: milestones, id: milestones.id, clientId: milestones.clientId, notFoundMessage: NOT_FOUND_MESSAGES.milestone };

const resolveMilestone = (ctx: ServiceContext, args: { milestoneId?: number | null; milestoneClientId?: string | null }) =>
  resolveId(ctx, milestoneTarget, { id: args.milestoneId, clientId: args.milestoneClientId });

/** What the device shows for a milestone after a change: the milestone row (with its derived amounts). */
async function milestoneChanges(ctx: ServiceContext, milestoneId: number) {
  const [row] = await rowsInScopeById(ctx.tx, 'milestone', ctx.scope, [milestoneId]);
  return row ? [await currentChange(ctx, 'milestone', milestoneId, row.accountId)] : [];
}

export const MONEY_COMMANDS: Record<string, CommandDefinition<unknown>> = {
  /** args: POST /sapna/v1/milestone's body; clientId (the offline row's id) required. */
  createMilestone: defineCommand({
    args: milestoneCreateInputSchema.extend({ clientId: z.uuid() }),
    run: async (ctx, args) => {
      const created = await createMilestone(ctx, args);
      return milestoneChanges(ctx, created.id);
    },
  }),

  /** args: PUT /sapna/v1/milestone/{id}'s body + milestoneId | milestoneClientId; baseVersion from args or the command. */
  updateMilestone: defineCommand({
    args: milestoneUpdateInputSchema.extend(milestoneRef),
    run: async (ctx, args, command) => {
      const { milestoneId: _id, milestoneClientId: _clientId, ...body } = args;
      const id = await resolveMilestone(ctx, args);
      const updated = await updateMilestone(ctx, id, { ...body, baseVersion: body.baseVersion ?? command.baseVersion ?? null });
      return milestoneChanges(ctx, updated.id);
    },
  }),

  /** args: milestoneId | milestoneClientId, baseVersion?. Answers the milestone's tombstone. */
  deleteMilestone: defineCommand({
    args: z.object({ ...milestoneRef, baseVersion: z.number().int().positive().nullish() }),
    run: async (ctx, args, command) => {
      const id = await resolveMilestone(ctx, args);
      const [before] = await rowsInScopeById(ctx.tx, 'milestone', ctx.scope, [id]);
      const deleted = await deleteMilestone(ctx, id, args.baseVersion ?? command.baseVersion ?? null);
      // The service refuses (404) a milestone outside the user's scope, so `before` is there.
      return [{ entity: 'milestone', op: 'delete', id: deleted.id, accountId: before?.accountId ?? 0 }];
    },
  }),

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
