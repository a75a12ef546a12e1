import { z } from 'zod';
import { findApprovalOpportunity, processApproval, processReview, type ActionOptions } from './approval-processing.service';
import { currentChange, defineCommand, type CommandDefinition } from '../../sync/command';
import { rowsInScopeById } from '../../sync/mirror-rows';
import type { MirrorChange } from '../../sync/scope-moves';
import type { ServiceContext } from '../../shared/http/service-context';

// Push commands of the approvals area: a reviewer's review or the approver's decision taken offline. The command
// carries the approval's version as the device saw it; an approval that changed since is a rejected command with
// the reason (SYNC.md "Push"), never an overwrite.

/** The opportunity a discount approval settled, so the device's copy shows the new discountApproved. */
async function opportunityChanges(ctx: ServiceContext, opportunityIds: number[]): Promise<MirrorChange[]> {
  const rows = await rowsInScopeById(ctx.tx, 'opportunity', ctx.scope, opportunityIds);
  return Promise.all(rows.map((row) => currentChange(ctx, 'opportunity', row.id, row.accountId)));
}

const deviceTimeOf = (text: string): Date | null => {
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? null : time;
};

export const APPROVAL_COMMANDS: Record<string, CommandDefinition<unknown>> = {
  /** args: approvalId, path (review | approval), status, remark?, version (the approval's, as the device saw it). */
  processApproval: defineCommand({
    args: z.object({
      approvalId: z.number().int().positive(),
      path: z.enum(['review', 'approval']),
      status: z.string().trim().min(1).max(40),
      remark: z.string().trim().max(1000).nullish(),
      version: z.number().int().positive(),
    }),
    run: async (ctx, args, command) => {
      const options: ActionOptions = { remark: args.remark || null, version: args.version, via: { channel: 'offline', deviceTime: deviceTimeOf(command.deviceTime) } };
      const result = args.path === 'review' ? await processReview(ctx, args.approvalId, args.status, options) : await processApproval(ctx, args.approvalId, args.status, options);
      return result.opportunityPackageMappings.length ? opportunityChanges(ctx, await opportunitiesOf(ctx, args.approvalId)) : [];
    },
  }),
};

async function opportunitiesOf(ctx: ServiceContext, approvalId: number): Promise<number[]> {
  const id = await findApprovalOpportunity(ctx, approvalId);
  return id === null ? [] : [id];
}
