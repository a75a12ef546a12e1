import type { DiscountApprovalSent } from '../../../../domain/approvals/approval-answers';
import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';

export type { DiscountApprovalSent };

/** POST /api/sapna/v2/opportunity/{id}/send-for-discount-approval { remark }. */
export function sendForDiscountApproval(opportunityId: number, remark: string): Promise<DiscountApprovalSent> {
  return call(approvalEndpoints.sendForDiscountApproval, { params: { id: opportunityId }, body: { remark }, notify: false });
}
