import { api } from '../../../lib/api/api';
import type { ProcessResult } from '../../../../domain/approvals/approval-answers';

/** POST /api/sapna/v1/approval-reviewal/process-approval?approvalId&status: the approving authority's answer. */
export function processApproval(approvalId: number, status: 'Approved' | 'Rejected'): Promise<ProcessResult> {
  return api.post<ProcessResult>('/sapna/v1/approval-reviewal/process-approval', undefined, { query: { approvalId, status } });
}
