import type { PaymentRecollectInput, PaymentStatusChangeInput, RefundInput } from '../../../../domain/payments/payment-actions';
import type { PaymentDocument, Refund } from '../../../../domain/payments/payment-details';
import type { RefundRequest } from '../../../../domain/payments/refund-requests';
import { api } from '../../../lib/api/api';
import type { PaymentPage } from './payment-types';

type Answer = { message: string; payment: PaymentPage };

/** PUT /api/sapna/v1/payment/{id}/status (finance). */
export function changePaymentStatus(paymentId: number, input: PaymentStatusChangeInput): Promise<Answer> {
  return api.put<Answer>(`/sapna/v1/payment/${paymentId}/status`, input, { notify: false });
}

/** POST /api/sapna/v1/payment/{id}/recollect: 'Payment Recollected' or 'Payment Represented'. */
export function recollectPayment(paymentId: number, input: PaymentRecollectInput): Promise<Answer> {
  return api.post<Answer>(`/sapna/v1/payment/${paymentId}/recollect`, input, { notify: false });
}

type RefundAnswer = { message: string; refund?: Refund; refundRequest?: RefundRequest };

/** POST /api/sapna/refund: finance's refund is recorded ('Refund recorded'); a seller's goes for approval ('Refund sent for approval'). */
export function refundPayment(input: RefundInput): Promise<RefundAnswer> {
  return api.post<RefundAnswer>('/sapna/refund', input, { notify: false });
}

/** PUT /api/sapna/v1/payment/{id}?sendToRCM=true. */
export function sendPaymentToRcm(paymentId: number): Promise<PaymentPage> {
  return api.put<PaymentPage>(`/sapna/v1/payment/${paymentId}`, {}, { query: { sendToRCM: 'true' }, notify: false });
}

/** POST /api/sapna/v1/payment/{id}/document (multipart: the type before the file, as the server streams the file to storage). */
export function uploadPaymentDocument(paymentId: number, documentType: string, file: File): Promise<{ message: string; document: PaymentDocument }> {
  const body = new FormData();
  body.set('documentType', documentType);
  body.set('file', file);
  return api.post<{ message: string; document: PaymentDocument }>(`/sapna/v1/payment/${paymentId}/document`, body, { notify: false });
}

/** Deletes one of a payment's documents (DELETE /api/sapna/v1/payment/{id}/document/{documentId}: the document store's rule). */
export function deletePaymentDocument(paymentId: number, document: Pick<PaymentDocument, 'id'>): Promise<{ message: string; id: number }> {
  return api.delete<{ message: string; id: number }>(`/sapna/v1/payment/${paymentId}/document/${document.id}`, { notify: false });
}
