// Approval routes (spec 000 §7 "Discount approval", 001 §7 "Approvals").
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import type { AppInstance } from '../../http';
import { idParams, optionalId, requiredId, requiredText } from '../../shared/input-schemas';
import { pagedSchema, pageQuery } from '../../shared/paged';
import { booleanQuery, errorResponses, security } from '../../shared/route-helpers';
import { runService } from '../../shared/service-context';
import { APPROVAL_MESSAGES } from './approval-messages';
import { processApproval, processDiscountForOpportunity, processReview } from './approval-processing.service';
import { allApprovals, approvalPageDetails, approvalsOfOpportunity, approvalsOfPayment, packageMoreDetails, raisedApprovals } from './approval-reads.service';
import { completeTask } from './approval-tasks.service';
import { approvalInbox } from './approval-inbox.service';
import {
  approvalInboxSchema,
  DEFAULT_INBOX_SORT,
  DEFAULT_INBOX_STATUS,
  INBOX_AGE_DAYS,
  INBOX_MESSAGES,
  INBOX_SORTS,
  INBOX_STATUSES,
  type InboxAgeDays,
} from '../../../domain/approvals/approval-inbox';
import { APPROVAL_KINDS } from '../../../domain/approvals/statuses';
import { sendForApproval, sendForDiscountApproval } from './approval-requests.service';
import {
  approvalPageSchema,
  approvalSchema,
  discountApprovalSentSchema,
  packageMoreDetailsSchema,
  processResultSchema,
  taskResultSchema,
} from '../../../domain/approvals/approval-answers';

const tags = ['approvals'];
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
const actionOptions = (q: { remark?: string | undefined; version?: number | undefined }) => ({ remark: q.remark || null, version: q.version ?? null });
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
const processResponse = { 200: processResultSchema, ...errorResponses };

export async function approvalsRoutes(api: AppInstance): Promise<void> {
  api.post(
    '/sapna/v2/opportunity/:id/send-for-discount-approval',
    {
      schema: {
        tags,
        security,
        summary: 'Send the opportunity’s discounted packages for approval, with a remark',
        params: idParams,
        body: z.object({ remark: requiredText(1000) }, { error: VALIDATION_MESSAGES.required }),
        response: { 200: discountApprovalSentSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => sendForDiscountApproval(ctx, request.params.id, request.body.remark)),
  );

  api.post(
    '/sapna/v1/approval-reviewal/send-for-approval',
    {
      schema: {
        tags,
        security,
        summary: 'Request a slot-date extension (ExtendSlotDate, entityTypeId 18) or a price restoration (PriceRestoration, entityTypeId 1)',
        body: z.object({
          entityTypeId: requiredId(),
          entityId: requiredId(),
          durationInDays: z.number({ error: APPROVAL_MESSAGES.durationInvalid }).int(APPROVAL_MESSAGES.durationInvalid).nullable().optional(),
          approvalType: z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required),
        }),
        response: { 200: z.object({ message: z.string(), approvalId: z.number().int() }), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => sendForApproval(ctx, request.body)),
  );

  // Review is a PUT (spec 000 §7); spec 001 §7 also writes it as a POST, so both methods reach it.
  for (const method of ['PUT', 'POST'] as const) {
    api.route({
      method,
      url: '/sapna/v1/approval-reviewal/process-review',
      // Reviewers and approvers come from the matrices (designations), whatever their role: the service decides.
      config: { capability: 'signedIn' },
      schema: { tags, security, summary: 'Reviewer: Approved → Reviewed, anything else → Rejected', querystring: byApprovalQuery, response: processResponse },
      handler: async (request) => runService(api.db, request, (ctx) => processReview(ctx, request.query.approvalId, request.query.status, actionOptions(request.query))),
    });
  }

  // Who may act is the matrix's answer (the service refuses with 'You are not authorized to approve/reject this approval.').
  api.post(
    '/sapna/v1/approval-reviewal/process-approval',
    {
      config: { capability: 'signedIn' },
      schema: { tags, security, summary: 'Approving authority: Approved or Rejected (after every review)', querystring: byApprovalQuery, response: processResponse },
    },
    async (request) => runService(api.db, request, (ctx) => processApproval(ctx, request.query.approvalId, request.query.status, actionOptions(request.query))),
  );

  api.put(
    '/sapna/v1/approval/process-review',
    {
      config: { capability: 'signedIn' },
      schema: {
        tags,
        security,
        summary: 'Reviewer path for the opportunity’s pending discount approvals',
        querystring: z.object({ opportunityId: requiredId(), status: answer, opportunityPackageMappingIds: mappingIdList }),
        response: processResponse,
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) =>
        processDiscountForOpportunity(ctx, 'review', request.query.opportunityId, request.query.status, request.query.opportunityPackageMappingIds),
      ),
  );

  const processDiscountQuery = z.object({ discount: answer, opportunityPackageMappingIds: mappingIdList });
  api.put(
    '/sapna/v1/opportunity/:id/process-discount',
    {
      config: { capability: 'signedIn' },
      schema: { tags, security, summary: 'Reviewer path (PUT) for the opportunity’s discount', params: idParams, querystring: processDiscountQuery, response: processResponse },
    },
    async (request) =>
      runService(api.db, request, (ctx) =>
        processDiscountForOpportunity(ctx, 'review', request.params.id, request.query.discount, request.query.opportunityPackageMappingIds),
      ),
  );
  api.post(
    '/sapna/v1/opportunity/:id/process-discount',
    {
      config: { capability: 'signedIn' },
      schema: { tags, security, summary: 'Approver path (POST) for the opportunity’s discount', params: idParams, querystring: processDiscountQuery, response: processResponse },
    },
    async (request) =>
      runService(api.db, request, (ctx) =>
        processDiscountForOpportunity(ctx, 'approval', request.params.id, request.query.discount, request.query.opportunityPackageMappingIds),
      ),
  );

  api.get(
    '/sapna/v1/approval',
    {
      schema: {
        tags,
        security,
        summary: 'Approvals of an opportunity with reviewers and approving authority',
        querystring: z.object({ opportunityId: requiredId() }),
        response: { 200: pagedSchema(approvalSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => approvalsOfOpportunity(ctx, request.query.opportunityId)),
  );

  api.get(
    '/sapna/v1/approval/all-approvals',
    {
      schema: {
        tags,
        security,
        summary: 'Pending approvals the caller reviews or approves (approval-page), optionally of one kind',
        querystring: z.object({ ...pageQuery, approvalType: approvalTypeQuery.optional() }),
        response: { 200: pagedSchema(approvalSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => allApprovals(ctx, request.query, request.query.approvalType)),
  );

  api.get(
    '/sapna/v1/approval/inbox',
    {
      schema: {
        tags,
        security,
        summary: 'approval-page: approvals naming the caller a reviewer or the approving authority, 10 a page, oldest first, by kind, status, age and requester, with counts per kind (ours)',
        querystring: inboxQuery,
        response: { 200: approvalInboxSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, size, ...filter } = request.query;
      return runService(api.db, request, (ctx) => approvalInbox(ctx, filter, { page, size }));
    },
  );

  api.get(
    '/sapna/v1/approval/raised-approvals',
    {
      schema: {
        tags,
        security,
        summary: 'Approvals the caller asked for, every status, newest first (read-only; ours)',
        querystring: z.object(pageQuery),
        response: { 200: pagedSchema(approvalSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => raisedApprovals(ctx, request.query)),
  );

  api.get(
    '/sapna/v1/approval/package-more-details',
    {
      schema: {
        tags,
        security,
        summary: 'What an approval of a kind on a record covers: package mappings, and the swap for SlotSwap (entityId = swapId)',
        querystring: z.object({ entityId: requiredId(), approvalType: approvalTypeQuery }),
        response: { 200: packageMoreDetailsSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => packageMoreDetails(ctx, request.query.entityId, request.query.approvalType)),
  );

  const taskKey = z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required).max(100, APPROVAL_MESSAGES.taskNotFound);
  api.post(
    '/sapna/v2/task',
    {
      config: { capability: 'signedIn' },
      schema: {
        tags,
        security,
        summary: 'Complete an approval task with a remark (unknown key 404; a step that can no longer be completed 400)',
        body: z.object({ taskKey, remark: z.string().trim().max(1000, 'Please enter at most 1000 characters.').nullish() }, { error: VALIDATION_MESSAGES.required }),
        response: { 200: taskResultSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => completeTask(ctx, request.body.taskKey, request.body.remark || null)),
  );
  api.post(
    '/sapna/v3/task',
    {
      config: { capability: 'signedIn' },
      schema: {
        tags,
        security,
        summary: 'Complete an approval task (no remark)',
        body: z.object({ taskKey }, { error: VALIDATION_MESSAGES.required }),
        response: { 200: taskResultSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => completeTask(ctx, request.body.taskKey, null)),
  );

  api.get(
    '/sapna/v1/approval/payment/:id',
    {
      schema: {
        tags,
        security,
        summary: 'approval-details/{paymentId}: the approvals about a payment (payment, refund, late cheque) the caller may view, newest first (ours)',
        params: idParams,
        response: { 200: pagedSchema(approvalSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => approvalsOfPayment(ctx, request.params.id)),
  );

  api.get(
    '/sapna/v1/approval-page-details/:id',
    {
      schema: { tags, security, summary: 'One approval with what it covers', params: idParams, response: { 200: approvalPageSchema, ...errorResponses } },
    },
    async (request) => runService(api.db, request, (ctx) => approvalPageDetails(ctx, request.params.id)),
  );
}
