import { z } from 'zod';
import { packageMappingSchema } from '../opportunities/opportunity-row';

// The approval routes' answers (spec 001 §6): the server's routes declare them, the console reads their types.

export const approvalSchema = z.object({
  id: z.number().int(),
  entityTypeId: z.number().int(),
  entityId: z.number().int(),
  approvalType: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  durationInDays: z.number().int().nullable(),
  opportunityPackageMappingIds: z.array(z.number().int()),
  requestedBy: z.object({ userId: z.number().int(), name: z.string() }),
  approvingAuthority: z.object({ userId: z.number().int(), name: z.string(), designationId: z.number().int().nullable() }).nullable(),
  approvalReviewerMappings: z.array(
    z.object({
      id: z.number().int(),
      reviewerId: z.number().int(),
      reviewerName: z.string(),
      designationId: z.number().int().nullable(),
      status: z.string(),
      updatedAt: z.string(),
    }),
  ),
  opportunity: z.object({ id: z.number().int(), name: z.string(), accountId: z.number().int() }).nullable(),
  /** Bumped on every action: an action queued offline carries the version it saw and is refused if it changed. */
  version: z.number().int(),
  /** The NP slot swap a SlotSwap approval is about. */
  swapId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** One audited action on an approval: who, when, what, remark. */
export const approvalActionSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorId: z.number().int(),
  actorName: z.string(),
  remark: z.string().nullable(),
  channel: z.string(),
  deviceTime: z.string().nullable(),
  createdAt: z.string(),
});

/** A step the caller may complete through POST /sapna/v2/task or /sapna/v3/task. */
export const approvalTaskSchema = z.object({ taskKey: z.string(), label: z.string(), decision: z.enum(['Approved', 'Rejected']), path: z.enum(['review', 'approval']) });

export const approvalPageSchema = approvalSchema.extend({
  canReview: z.boolean(),
  canApprove: z.boolean(),
  opportunityPackageMappingDetails: z.array(packageMappingSchema),
  actions: z.array(approvalActionSchema),
  tasks: z.array(approvalTaskSchema),
});

/** An NP slot swap (spec 002 §2/§3): the package mapping's slot moves from one slot and its dates to another. */
export const slotSwapSchema = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  opportunityPackageMappingId: z.number().int(),
  projectName: z.string().nullable(),
  fromSlotId: z.number().int(),
  fromStartDate: z.string(),
  fromEndDate: z.string(),
  toSlotId: z.number().int(),
  toStartDate: z.string(),
  toEndDate: z.string(),
  status: z.string(),
  approvalId: z.number().int().nullable(),
  requestedBy: z.object({ userId: z.number().int(), name: z.string() }),
  createdAt: z.string(),
});

/** GET /sapna/v1/approval/package-more-details?entityId&approvalType (spec 002 §7). */
export const packageMoreDetailsSchema = z.object({
  entityId: z.number().int(),
  approvalType: z.string(),
  opportunity: z.object({ id: z.number().int(), name: z.string(), accountId: z.number().int() }).nullable(),
  packageMappings: z.array(packageMappingSchema),
  slotSwap: slotSwapSchema.nullable(),
});

/** POST /sapna/v2/task, /sapna/v3/task answer. */
export const taskResultSchema = z.object({
  taskKey: z.string(),
  taskStatus: z.literal('Completed'),
  approvalId: z.number().int(),
  approvalStatus: z.string(),
  message: z.string(),
});

const mappingStates = z.array(z.object({ id: z.number().int(), discountApproved: z.string() }));

export const processResultSchema = z.object({
  approvalIds: z.array(z.number().int()),
  status: z.string(),
  reviewerStatus: z.string().nullable(),
  discountApproved: z.string().nullable().describe('Neither Approved nor Rejected: refresh the view'),
  opportunityPackageMappings: mappingStates,
});

export const discountApprovalSentSchema = z.object({ message: z.string(), approvalId: z.number().int(), opportunityPackageMappings: mappingStates });

export type Approval = z.infer<typeof approvalSchema>;
export type ApprovalPage = z.infer<typeof approvalPageSchema>;
export type ApprovalAction = z.infer<typeof approvalActionSchema>;
export type ApprovalTask = z.infer<typeof approvalTaskSchema>;
export type SlotSwap = z.infer<typeof slotSwapSchema>;
export type PackageMoreDetails = z.infer<typeof packageMoreDetailsSchema>;
export type TaskResult = z.infer<typeof taskResultSchema>;
/** What processing answers: discountApproved neither Approved nor Rejected means the view refreshes. */
export type ProcessResult = z.infer<typeof processResultSchema>;
export type DiscountApprovalSent = z.infer<typeof discountApprovalSentSchema>;
