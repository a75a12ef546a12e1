import type { PaymentDetails } from '../../../../domain/payments/payment-details';
import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';

/** GET /api/sapna/v1/payment-details/{id}: status history, documents, refunds and the actions open to the user. */
export function usePaymentDetails(paymentId: number): Remote<PaymentDetails> {
  return useRemote(`payment-details:${paymentId}`, () => api.get<PaymentDetails>(`/sapna/v1/payment-details/${paymentId}`, { notify: false }));
}

/** Where a document downloads from (a plain link: the browser saves it). */
export function paymentDocumentUrl(paymentId: number, documentId: number): string {
  return `${import.meta.env.VITE_API_BASE || '/api'}/sapna/v1/payment/${paymentId}/document/${documentId}`;
}
