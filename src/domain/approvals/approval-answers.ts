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
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const approvalPageSchema = approvalSchema.extend({
  canReview: z.boolean(),
  canApprove: z.boolean(),
  opportunityPackageMappingDetails: z.array(packageMappingSchema),
});

/** A reviewer's row of an approval. */
export type ReviewerMapping = Approval['approvalReviewerMappings'][number];

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
/** What processing answers: discountApproved neither Approved nor Rejected means the view refreshes. */
export type ProcessResult = z.infer<typeof processResultSchema>;
export type DiscountApprovalSent = z.infer<typeof discountApprovalSentSchema>;
