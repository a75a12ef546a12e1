import type { ApprovalPage } from '../../../../domain/approvals/approval-answers';
import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

/** GET /api/sapna/v1/approval-page-details/{id}: the approval, its audit and the caller's tasks (the screen shows a refusal itself). */
export function useApprovalDetails(approvalId: number | null): Resource<ApprovalPage> {
  return useResource(approvalId === null ? null : `approval:${approvalId}`, () => call(approvalEndpoints.page, { params: { id: approvalId! }, notify: false }));
}
