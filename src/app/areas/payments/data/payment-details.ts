import type { PaymentDetails, PaymentDocument } from '../../../../domain/payments/payment-details';
import { paymentEndpoints } from '../../../../domain/payments/payments.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

/** GET /api/sapna/v1/payment-details/{id}: status history, documents, refunds and the actions open to the user. */
export function usePaymentDetails(paymentId: number): Resource<PaymentDetails> {
  return useResource(`payment-details:${paymentId}`, () => call(paymentEndpoints.details, { params: { id: paymentId }, notify: false }));
}

/** Where one of a payment's documents downloads from: the document store's route, whichever way it was uploaded (issue 52). */
export function paymentDocumentHref(document: Pick<PaymentDocument, 'id'>): string {
  return `${import.meta.env.VITE_API_BASE || '/api'}/pixie/data/v1/entity/document/${document.id}`;
}
