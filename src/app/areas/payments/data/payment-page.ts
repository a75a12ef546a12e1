import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { PaymentPage } from './payment-types';

/** GET /api/sapna/v1/payment-page/{id}: the payment with what its breadcrumbs need. */
export function usePaymentPage(paymentId: number): Resource<PaymentPage> {
  return useResource(`payment:${paymentId}`, () => api.get<PaymentPage>(`/sapna/v1/payment-page/${paymentId}`, { notify: false }));
}
