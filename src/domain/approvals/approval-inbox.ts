import { z } from 'zod';
import { pagedSchema } from '../paging/paged';
import { approvalSchema } from './approval-answers';
import { APPROVAL_KINDS } from './statuses';

// The inbox's filters, messages and age text live zod-free in approval-inbox-filters.ts: the route's search
// (validateSearch) imports them, and the route tree is in the entry bundle, which must not carry zod.
export * from './approval-inbox-filters';

export const inboxKindCountSchema = z.object({ approvalType: z.enum(APPROVAL_KINDS), count: z.number().int() });
export const inboxRequesterSchema = z.object({ userId: z.number().int(), name: z.string(), count: z.number().int() });

/**
 * GET /sapna/v1/approval/inbox: a page of approvals and, for the same filters but the kind, the count of each kind
 * (kinds with none left out) and the requesters (to filter by), so the tabs say how many each holds.
 */
export const approvalInboxSchema = pagedSchema(approvalSchema).extend({
  counts: z.array(inboxKindCountSchema),
  requesters: z.array(inboxRequesterSchema),
});
export type ApprovalInbox = z.infer<typeof approvalInboxSchema>;
