import type { ApprovalPage } from '../../../../domain/approvals/approval-answers';
import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';

/** GET /api/sapna/v1/approval-page-details/{id}: the approval, its audit and the caller's tasks (the screen shows a refusal itself). */
export function useApprovalDetails(approvalId: number | null): Remote<ApprovalPage> {
  return useRemote(approvalId === null ? null : `approval:${approvalId}`, () => api.get<ApprovalPage>(`/sapna/v1/approval-page-details/${approvalId}`, { notify: false }));
}
