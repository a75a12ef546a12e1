import type { DiscountApprovalSent } from '../../../../domain/approvals/approval-answers';
import { api } from '../../../lib/api/api';

export type { DiscountApprovalSent };

/** POST /api/sapna/v2/opportunity/{id}/send-for-discount-approval { remark }. */
export function sendForDiscountApproval(opportunityId: number, remark: string): Promise<DiscountApprovalSent> {
  return api.post<DiscountApprovalSent>(`/sapna/v2/opportunity/${opportunityId}/send-for-discount-approval`, { remark }, { notify: false });
}
