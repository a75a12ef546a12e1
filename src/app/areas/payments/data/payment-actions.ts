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

/** POST /api/sapna/v1/payment/{id}/document (multipart). */
export function uploadPaymentDocument(paymentId: number, documentType: string, file: File): Promise<{ message: string; document: PaymentDocument }> {
  const body = new FormData();
  body.set('documentType', documentType);
  body.set('file', file);
  return api.post<{ message: string; document: PaymentDocument }>(`/sapna/v1/payment/${paymentId}/document`, body, { notify: false });
}

/** Deletes one of a payment's documents through the route of the store it lives in (issue 52). */
export function deletePaymentDocument(paymentId: number, document: Pick<PaymentDocument, 'id' | 'source'>): Promise<{ message: string; id: number }> {
  const url = document.source === 'payment' ? `/sapna/v1/payment/${paymentId}/document/${document.id}` : `/pixie/data/v1/entity/document/${document.id}`;
  return api.delete<{ message: string; id: number }>(url, { notify: false });
}
