import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';
import type { PaymentPage } from './payment-types';

/** GET /api/sapna/v1/payment-page/{id}: the payment with what its breadcrumbs need. */
export function usePaymentPage(paymentId: number): Remote<PaymentPage> {
  return useRemote(`payment:${paymentId}`, () => api.get<PaymentPage>(`/sapna/v1/payment-page/${paymentId}`, { notify: false }));
}
