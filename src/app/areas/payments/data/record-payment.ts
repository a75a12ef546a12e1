import { paymentEndpointVersion, type PaymentType } from '../../../../domain/payments/statuses';
import { api } from '../../../lib/api/api';
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
 * POST /api/sapna/{v1|v2|v3}/payment: v2 when the mode of payment is 10, v3 when a bank response id exists,
 * otherwise v1 (the domain's paymentEndpointVersion decides).
 */
export function recordPayment(input: RecordPaymentInput): Promise<PaymentPage> {
  const version = paymentEndpointVersion(input);
  return api.post<PaymentPage>(`/sapna/${version}/payment`, input, { notify: false });
}
