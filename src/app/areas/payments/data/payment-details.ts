import type { PaymentDetails, PaymentDocument } from '../../../../domain/payments/payment-details';
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

/** Where one of a payment's documents downloads from: its own route, or the document API's for a posted one (issue 52). */
export function paymentDocumentHref(paymentId: number, document: Pick<PaymentDocument, 'id' | 'source'>): string {
  if (document.source === 'payment') return paymentDocumentUrl(paymentId, document.id);
  return `${import.meta.env.VITE_API_BASE || '/api'}/pixie/data/v1/entity/document/${document.id}`;
}
