import type { RefundRequest } from '../../../../domain/payments/refund-requests';
import { api } from '../../../lib/api/api';
import { useResource } from '../../../lib/data/use-resource';

/** GET /api/sapna/v1/refund-request?approvalId: what a Refund approval asks for (null: not a refund approval). */
export function useRefundRequest(approvalId: number | null) {
  return useResource(approvalId === null ? null : `refund-request:${approvalId}`, (signal) =>
    api.get<RefundRequest>('/sapna/v1/refund-request', { query: { approvalId }, signal, notify: false }),
  );
}
