import { paymentEndpoints } from '../../../../domain/payments/payments.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';

/** GET /api/sapna/v1/refund-request?approvalId: what a Refund approval asks for (null: not a refund approval). */
export function useRefundRequest(approvalId: number | null) {
  return useResource(approvalId === null ? null : `refund-request:${approvalId}`, (signal) =>
    call(paymentEndpoints.refundRequest, { query: { approvalId }, signal, notify: false }),
  );
}
