import type { Approval } from '../../../../domain/approvals/approval-answers';
import type { Paged } from '../../../../domain/paging/paged';
import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

/** GET /api/sapna/v1/approval/payment/{paymentId}: the payment's approvals the user may view, newest first (the screen shows a refusal itself). */
export function useApprovalsOfPayment(paymentId: number): Resource<Paged<Approval>> {
  return useResource(`approvals:payment:${paymentId}`, () => call(approvalEndpoints.ofPayment, { params: { id: paymentId }, notify: false }));
}
