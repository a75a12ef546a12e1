import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { approvalEndpoints as endpoints } from '../../../domain/approvals/approvals.endpoints';
import { processApproval, processDiscountForOpportunity, processReview } from './approval-processing.service';
import { allApprovals, approvalPageDetails, approvalsOfOpportunity, approvalsOfPayment, packageMoreDetails, raisedApprovals } from './approval-reads.service';
import { completeTask } from './approval-tasks.service';
import { approvalInbox } from './approval-inbox.service';
import { sendForApproval, sendForDiscountApproval } from './approval-requests.service';

const actionOptions = (q: { remark?: string | undefined; version?: number | undefined }) => ({ remark: q.remark || null, version: q.version ?? null });

/** The approval endpoints (domain/approvals/approvals.endpoints.ts). */
export async function approvalsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.sendForDiscountApproval).service((ctx, { params, body }) => sendForDiscountApproval(ctx, params.id, body.remark));
  route(api, endpoints.sendForApproval).service((ctx, { body }) => sendForApproval(ctx, body));
  for (const endpoint of [endpoints.processReview, endpoints.processReviewByPost]) {
    route(api, endpoint).service((ctx, { query }) => processReview(ctx, query.approvalId, query.status, actionOptions(query)));
  }
  route(api, endpoints.processApproval).service((ctx, { query }) => processApproval(ctx, query.approvalId, query.status, actionOptions(query)));
  route(api, endpoints.processDiscountReview).service((ctx, { query }) =>
    processDiscountForOpportunity(ctx, 'review', query.opportunityId, query.status, query.opportunityPackageMappingIds),
  );
  route(api, endpoints.reviewDiscount).service((ctx, { params, query }) =>
    processDiscountForOpportunity(ctx, 'review', params.id, query.discount, query.opportunityPackageMappingIds),
  );
  route(api, endpoints.approveDiscount).service((ctx, { params, query }) =>
    processDiscountForOpportunity(ctx, 'approval', params.id, query.discount, query.opportunityPackageMappingIds),
  );
  route(api, endpoints.ofOpportunity).service((ctx, { query }) => approvalsOfOpportunity(ctx, query.opportunityId));
  route(api, endpoints.all).service((ctx, { query }) => allApprovals(ctx, query, query.approvalType));
  route(api, endpoints.inbox).service((ctx, { query: { page, size, ...filter } }) => approvalInbox(ctx, filter, { page, size }));
  route(api, endpoints.raised).service((ctx, { query }) => raisedApprovals(ctx, query));
  route(api, endpoints.packageMoreDetails).service((ctx, { query }) => packageMoreDetails(ctx, query.entityId, query.approvalType));
  route(api, endpoints.completeTaskWithRemark).service((ctx, { body }) => completeTask(ctx, body.taskKey, body.remark || null));
  route(api, endpoints.completeTask).service((ctx, { body }) => completeTask(ctx, body.taskKey, null));
  route(api, endpoints.ofPayment).service((ctx, { params }) => approvalsOfPayment(ctx, params.id));
  route(api, endpoints.page).service((ctx, { params }) => approvalPageDetails(ctx, params.id));
}
