import { z } from 'zod';
import { milestoneCreateInputSchema, milestoneUpdateInputSchema } from '../../../domain/milestones/milestone-contract';
import { createMilestone, deleteMilestone, updateMilestone } from './milestones.service';
import type { ServiceContext } from '../../shared/http/service-context';
import { currentChange, defineCommand, type CommandDefinition } from '../../sync/command';
import { milestoneRef, resolveMilestone } from './milestone-ref.service';
import { rowsInScopeById } from '../../sync/mirror-rows';

// Push commands of milestones (create, update, delete); src/server/sync/push-commands.ts registers them.

/** What the device shows for a milestone after a change: the milestone row (with its derived amounts). */
async function milestoneChanges(ctx: ServiceContext, milestoneId: number) {
  const [row] = await rowsInScopeById(ctx.tx, 'milestone', ctx.scope, [milestoneId]);
  return row ? [await currentChange(ctx, 'milestone', milestoneId, row.accountId)] : [];
}

export const MILESTONE_COMMANDS: Record<string, CommandDefinition<unknown>> = {
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
};
