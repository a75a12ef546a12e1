import { api } from '../../../lib/api/api';
import type { ProcessResult } from '../../../../domain/approvals/approval-answers';

/** PUT /api/sapna/v1/approval-reviewal/process-review?approvalId&status: a reviewer's answer (Approved → Reviewed, else Rejected). */
export function processReview(approvalId: number, status: 'Approved' | 'Rejected'): Promise<ProcessResult> {
  return api.put<ProcessResult>('/sapna/v1/approval-reviewal/process-review', undefined, { query: { approvalId, status } });
}
