import { paymentEndpoints } from '../../../../domain/payments/payments.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { PaymentPage } from './payment-types';

/** GET /api/sapna/v1/payment-page/{id}: the payment with what its breadcrumbs need. */
export function usePaymentPage(paymentId: number): Resource<PaymentPage> {
  return useResource(`payment:${paymentId}`, () => call(paymentEndpoints.page, { params: { id: paymentId }, notify: false }));
}
