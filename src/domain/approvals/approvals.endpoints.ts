// Approvals (spec 000 §7 "Discount approval", 001 §7 "Approvals") and the approval matrices (spec 001 §7).
import { z } from 'zod';
import { defineEndpoints, type EndpointEntry } from '../endpoints/endpoint';
import { booleanQuery, idParams, optionalId, requiredId, requiredText } from '../endpoints/input-schemas';
import { pagedSchema } from '../paging/paged';
import { pageQuery } from '../paging/page-query';
import { VALIDATION_MESSAGES } from '../validation/messages';
import {
  approvalPageSchema,
  approvalSchema,
  discountApprovalSentSchema,
  packageMoreDetailsSchema,
  processResultSchema,
  taskResultSchema,
} from './approval-answers';
import {
  approvalInboxSchema,
  DEFAULT_INBOX_SORT,
  DEFAULT_INBOX_STATUS,
  INBOX_AGE_DAYS,
  INBOX_MESSAGES,
  INBOX_SORTS,
  INBOX_STATUSES,
  type InboxAgeDays,
} from './approval-inbox';
import { APPROVAL_MESSAGES } from './approval-messages';
import {
  approvingDesignationInputSchema,
  approvingDesignationsSchema,
  clientTypeIdField,
  discountLevelInputSchema,
  discountMatrixSchema,
  domainIdField,
  matrixApprovalTypeField,
  matrixChangeSchema,
} from './matrix-contract';
import { APPROVAL_KINDS } from './statuses';
import { approvalRoutes } from './approvals.paths';

/** Every approval route lists the session cookie and the failure answers in the OpenAPI document. */
const documentFailures = true;
const answer = z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required);

/** '4,5' → [4, 5]; optional. */
const mappingIdList = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text?.trim()) return undefined;
    const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
    if (parts.some((p) => !/^[1-9]\d{0,9}$/.test(p))) {
      ctx.addIssue({ code: 'custom', message: 'Please enter valid digit with max size 10' });
      return z.NEVER;
    }
    return parts.map(Number);
  });

/** Optional on the approval actions: a remark for the audit, and the version the caller saw (stale → 409). */
const actionExtras = {
  remark: z.string().trim().max(1000, 'Please enter at most 1000 characters.').optional(),
  version: optionalId(),
};
const byApprovalQuery = z.object({ approvalId: requiredId(), status: answer, ...actionExtras });
const approvalTypeQuery = z.enum(APPROVAL_KINDS, { error: 'Please select an approval type.' });
const inboxQuery = z.object({
  ...pageQuery,
  approvalType: approvalTypeQuery.optional(),
  status: z.enum(INBOX_STATUSES, { error: INBOX_MESSAGES.status }).default(DEFAULT_INBOX_STATUS),
  olderThanDays: z.coerce
    .number({ error: INBOX_MESSAGES.age })
    .refine((n): n is InboxAgeDays => (INBOX_AGE_DAYS as readonly number[]).includes(n), INBOX_MESSAGES.age)
    .transform((n) => n as InboxAgeDays)
    .optional(),
  requestedById: optionalId(),
  sort: z.enum(INBOX_SORTS, { error: INBOX_MESSAGES.sort }).default(DEFAULT_INBOX_SORT),
  team: booleanQuery().describe('true: the approvals the caller’s team asked for instead (teams only; 403 otherwise)'),
});
const processDiscountQuery = z.object({ discount: answer, opportunityPackageMappingIds: mappingIdList });
const taskKey = z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required).max(100, APPROVAL_MESSAGES.taskNotFound);

/** A reviewer's answer (Approved → Reviewed, anything else → Rejected): a PUT (spec 000 §7), and a POST (spec 001 §7 writes it so too). */
const processReview = <M extends 'PUT' | 'POST'>(method: M) =>
  ({
    method,
    path: '/sapna/v1/approval-reviewal/process-review',
    // Reviewers and approvers come from the matrices (designations), whatever their role: the service decides.
    capability: 'signedIn',
    summary: 'Reviewer: Approved → Reviewed, anything else → Rejected',
    query: byApprovalQuery,
    response: processResultSchema,
  }) satisfies EndpointEntry;

/** Reads for whoever reads sales (scope decides), requests for the roles that sell; who acts is the matrices' answer. */
export const approvalEndpoints = defineEndpoints({ tags: ['approvals'], documentFailures, capability: 'readSales' }, {
  sendForDiscountApproval: {
    method: 'POST',
    path: '/sapna/v2/opportunity/:id/send-for-discount-approval',
    capability: 'sell',
    summary: 'Send the opportunity’s discounted packages for approval, with a remark',
    params: idParams,
    body: z.object({ remark: requiredText(1000) }, { error: VALIDATION_MESSAGES.required }),
    response: discountApprovalSentSchema,
  },
  sendForApproval: {
    method: 'POST',
    path: '/sapna/v1/approval-reviewal/send-for-approval',
    capability: 'sell',
    summary: 'Request a slot-date extension (ExtendSlotDate, entityTypeId 18) or a price restoration (PriceRestoration, entityTypeId 1)',
    body: z.object({
      entityTypeId: requiredId(),
      entityId: requiredId(),
      durationInDays: z.number({ error: APPROVAL_MESSAGES.durationInvalid }).int(APPROVAL_MESSAGES.durationInvalid).nullable().optional(),
      approvalType: z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required),
    }),
    response: z.object({ message: z.string(), approvalId: z.number().int() }),
  },
  processReview: processReview('PUT'),
  processReviewByPost: processReview('POST'),
  // Who may act is the matrix's answer (the service refuses with 'You are not authorized to approve/reject this approval.').
  processApproval: {
    method: 'POST',
    path: '/sapna/v1/approval-reviewal/process-approval',
    capability: 'signedIn',
    summary: 'Approving authority: Approved or Rejected (after every review)',
    query: byApprovalQuery,
    response: processResultSchema,
  },
  processDiscountReview: {
    method: 'PUT',
    path: '/sapna/v1/approval/process-review',
    capability: 'signedIn',
    summary: 'Reviewer path for the opportunity’s pending discount approvals',
    query: z.object({ opportunityId: requiredId(), status: answer, opportunityPackageMappingIds: mappingIdList }),
    response: processResultSchema,
  },
  reviewDiscount: {
    method: 'PUT',
    path: '/sapna/v1/opportunity/:id/process-discount',
    capability: 'signedIn',
    summary: 'Reviewer path (PUT) for the opportunity’s discount',
    params: idParams,
    query: processDiscountQuery,
    response: processResultSchema,
  },
  approveDiscount: {
    method: 'POST',
    path: '/sapna/v1/opportunity/:id/process-discount',
    capability: 'signedIn',
    summary: 'Approver path (POST) for the opportunity’s discount',
    params: idParams,
    query: processDiscountQuery,
    response: processResultSchema,
  },
  ofOpportunity: {
    method: 'GET',
    path: '/sapna/v1/approval',
    summary: 'Approvals of an opportunity with reviewers and approving authority',
    query: z.object({ opportunityId: requiredId() }),
    response: pagedSchema(approvalSchema),
  },
  all: {
    method: 'GET',
    path: '/sapna/v1/approval/all-approvals',
    summary: 'Pending approvals the caller reviews or approves (approval-page), optionally of one kind',
    query: z.object({ ...pageQuery, approvalType: approvalTypeQuery.optional() }),
    response: pagedSchema(approvalSchema),
  },
  inbox: {
    ...approvalRoutes.inbox,
    summary: 'approval-page: approvals naming the caller a reviewer or the approving authority, 10 a page, oldest first, by kind, status, age and requester, with counts per kind (ours)',
    query: inboxQuery,
    response: approvalInboxSchema,
  },
  raised: {
    method: 'GET',
    path: '/sapna/v1/approval/raised-approvals',
    summary: 'Approvals the caller asked for, every status, newest first (read-only; ours)',
    query: z.object(pageQuery),
    response: pagedSchema(approvalSchema),
  },
  packageMoreDetails: {
    method: 'GET',
    path: '/sapna/v1/approval/package-more-details',
    summary: 'What an approval of a kind on a record covers: package mappings, and the swap for SlotSwap (entityId = swapId)',
    query: z.object({ entityId: requiredId(), approvalType: approvalTypeQuery }),
    response: packageMoreDetailsSchema,
  },
  completeTaskWithRemark: {
    method: 'POST',
    path: '/sapna/v2/task',
    capability: 'signedIn',
    summary: 'Complete an approval task with a remark (unknown key 404; a step that can no longer be completed 400)',
    body: z.object({ taskKey, remark: z.string().trim().max(1000, 'Please enter at most 1000 characters.').nullish() }, { error: VALIDATION_MESSAGES.required }),
    response: taskResultSchema,
  },
  completeTask: {
    method: 'POST',
    path: '/sapna/v3/task',
    capability: 'signedIn',
    summary: 'Complete an approval task (no remark)',
    body: z.object({ taskKey }, { error: VALIDATION_MESSAGES.required }),
    response: taskResultSchema,
  },
  ofPayment: {
    method: 'GET',
    path: '/sapna/v1/approval/payment/:id',
    summary: 'approval-details/{paymentId}: the approvals about a payment (payment, refund, late cheque) the caller may view, newest first (ours)',
    params: idParams,
    response: pagedSchema(approvalSchema),
  },
  page: {
    method: 'GET',
    path: '/sapna/v1/approval-page-details/:id',
    summary: 'One approval with what it covers',
    params: idParams,
    response: approvalPageSchema,
  },
});

const matrixTags = ['approval matrices'];
const DISCOUNT = '/sapna/v1/discount-approving-authorities';

/**
 * The approval matrices, Admin only ('people'; every signed-in user reads): discount approving authorities by
 * clientTypeId (paths under /sapna/v1/discount-approving-authorities are ours) and /sapna/approving-designations by
 * approvalType and domainId.
 */
export const approvalMatrixEndpoints = defineEndpoints({ tags: matrixTags, documentFailures, capability: 'people' }, {
  discountMatrix: {
    method: 'GET',
    path: `${DISCOUNT}/get-all-entries`,
    capability: 'signedIn',
    summary: 'Discount approval levels of a client type (the caller’s brand); the highest level approves, lower levels review',
    query: z.object({ clientTypeId: clientTypeIdField() }),
    response: discountMatrixSchema,
  },
  addDiscountLevel: {
    method: 'POST',
    path: `${DISCOUNT}/update/add-entries`,
    summary: "Add a discount approval level: 'Discount approval level added successfully!'; a duplicate designation or level is 409",
    body: discountLevelInputSchema,
    response: matrixChangeSchema,
  },
  removeDiscountLevel: {
    method: 'DELETE',
    path: `${DISCOUNT}/update/delete-entries`,
    summary: "Remove a discount approval level: 'Discount approval level removed successfully!'",
    query: z.object({ clientTypeId: clientTypeIdField(), id: requiredId() }),
    response: matrixChangeSchema,
  },
  designations: {
    method: 'GET',
    path: '/sapna/approving-designations',
    capability: 'signedIn',
    summary: 'Approval levels of a kind (FreeTrial, Refund, LateCheckDeposition, PriceRestoration; ours: ExtendSlotDate, Payment, SlotSwap) for a domain (5)',
    query: z.object({ approvalType: matrixApprovalTypeField(), domainId: domainIdField() }),
    response: approvingDesignationsSchema,
  },
  addDesignation: {
    method: 'POST',
    path: '/sapna/approving-designations',
    summary: "Add an approval level: 'Matrix level added successfully!'; a duplicate designation or level is 409",
    body: approvingDesignationInputSchema,
    response: matrixChangeSchema,
  },
  removeDesignation: {
    method: 'DELETE',
    path: '/sapna/approving-designations',
    summary: 'Remove an approval level',
    query: z.object({ id: requiredId(), approvalType: matrixApprovalTypeField(), domainId: domainIdField() }),
    response: matrixChangeSchema,
  },
});
