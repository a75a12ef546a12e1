import { paymentEndpointVersion, type PaymentType } from '../../../../domain/payments/statuses';
import { api } from '../../../lib/api/api';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/queued-write';
import type { PaymentPage } from './payment-types';

export type RecordPaymentInput = {
  milestoneId: number;
  amount: number;
  modeOfPaymentId: number;
  paymentType: PaymentType;
  yesBankResponseId?: string;
  pinCode: string;
  referenceNumber?: string;
  paymentDate?: string;
  clientId?: string;
};

/**
 * Records a payment: through the outbox when the offline session runs (SYNC.md; it shows as Pending on the
 * milestone, never settled, and the PIN rule refuses it on the device with the spec's message), else POST
 * /api/sapna/{v1|v2|v3}/payment: v2 when the mode of payment is 10, v3 when a bank response id exists,
 * otherwise v1 (the domain's paymentEndpointVersion decides).
 */
export function recordPayment(input: RecordPaymentInput): Promise<WriteResult> {
  const path = `/sapna/${paymentEndpointVersion(input)}/payment`;
  return writeThroughOutbox(
    {
      name: 'recordPayment',
      args: {
        milestoneId: input.milestoneId,
        amount: input.amount,
        modeOfPaymentId: input.modeOfPaymentId,
        paymentType: input.paymentType,
        yesBankResponseId: input.yesBankResponseId ?? null,
        pinCode: input.pinCode,
        referenceNumber: input.referenceNumber ?? null,
        paymentDate: input.paymentDate ?? null,
      },
    },
    () => api.post<PaymentPage>(path, input, { notify: false }),
    { method: 'POST', path, notify: false },
  );
}
