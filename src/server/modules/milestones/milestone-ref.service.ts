import { z } from 'zod';
import { milestones } from '../../db/schema/index';
import type { ServiceContext } from '../../shared/http/service-context';
import { resolveId } from '../../sync/command';
import { NOT_FOUND_MESSAGES } from '../termsheets/termsheet-access.service';

// How a push command names a milestone (the milestone and payment commands, *-commands.sync.ts).

/** A milestone named by its server id or, when it was created offline, by its client id. */
export const milestoneRef = {
  milestoneId: z.number().int().positive().nullish(),
  milestoneClientId: z.uuid().nullish(),
};

const milestoneTarget = { table: milestones, id: milestones.id, clientId: milestones.clientId, notFoundMessage: NOT_FOUND_MESSAGES.milestone };

export const resolveMilestone = (ctx: ServiceContext, args: { milestoneId?: number | null; milestoneClientId?: string | null }) =>
  resolveId(ctx, milestoneTarget, { id: args.milestoneId, clientId: args.milestoneClientId });
