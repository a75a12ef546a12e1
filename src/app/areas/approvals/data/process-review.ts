import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';
import type { ProcessResult } from '../../../../domain/approvals/approval-answers';

/** PUT /api/sapna/v1/approval-reviewal/process-review?approvalId&status: a reviewer's answer (Approved → Reviewed, else Rejected). */
export function processReview(approvalId: number, status: 'Approved' | 'Rejected'): Promise<ProcessResult> {
  return call(approvalEndpoints.processReview, { query: { approvalId, status } });
}
