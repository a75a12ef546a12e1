import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';
import type { ProcessResult } from '../../../../domain/approvals/approval-answers';

/** POST /api/sapna/v1/approval-reviewal/process-approval?approvalId&status: the approving authority's answer. */
export function processApproval(approvalId: number, status: 'Approved' | 'Rejected'): Promise<ProcessResult> {
  return call(approvalEndpoints.processApproval, { query: { approvalId, status } });
}
