import type { Approval } from '../../../../domain/approvals/approval-answers';
import type { Paged } from '../../../../domain/paging/paged';
import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';

/** GET /api/sapna/v1/approval/payment/{paymentId}: the payment's approvals the user may view, newest first (the screen shows a refusal itself). */
export function useApprovalsOfPayment(paymentId: number): Resource<Paged<Approval>> {
  return useResource(`approvals:payment:${paymentId}`, () => api.get<Paged<Approval>>(`/sapna/v1/approval/payment/${paymentId}`, { notify: false }));
}
