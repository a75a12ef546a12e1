import type { PaymentRecollectInput, PaymentStatusChangeInput, RefundInput } from '../../../../domain/payments/payment-actions';
import type { PaymentDocument, Refund } from '../../../../domain/payments/payment-details';
import type { RefundRequest } from '../../../../domain/payments/refund-requests';
import { paymentEndpoints } from '../../../../domain/payments/payments.endpoints';
import { call } from '../../../lib/api/call';
import type { PaymentPage } from './payment-types';

type Answer = { message: string; payment: PaymentPage };

/** PUT /api/sapna/v1/payment/{id}/status (finance). */
export function changePaymentStatus(paymentId: number, input: PaymentStatusChangeInput): Promise<Answer> {
  return call(paymentEndpoints.changeStatus, { params: { id: paymentId }, body: input, notify: false });
}

/** POST /api/sapna/v1/payment/{id}/recollect: 'Payment Recollected' or 'Payment Represented'. */
export function recollectPayment(paymentId: number, input: PaymentRecollectInput): Promise<Answer> {
  return call(paymentEndpoints.recollect, { params: { id: paymentId }, body: input, notify: false });
}

type RefundAnswer = { message: string; refund?: Refund; refundRequest?: RefundRequest };

/** POST /api/sapna/refund: finance's refund is recorded ('Refund recorded'); a seller's goes for approval ('Refund sent for approval'). */
export function refundPayment(input: RefundInput): Promise<RefundAnswer> {
  return call(paymentEndpoints.refund, { body: input, notify: false });
}

/** PUT /api/sapna/v1/payment/{id}?sendToRCM=true. */
export function sendPaymentToRcm(paymentId: number): Promise<PaymentPage> {
  return call(paymentEndpoints.update, { params: { id: paymentId }, body: {}, query: { sendToRCM: 'true' }, notify: false });
}

/** POST /api/sapna/v1/payment/{id}/document (multipart: the type before the file, as the server streams the file to storage). */
export function uploadPaymentDocument(paymentId: number, documentType: string, file: File): Promise<{ message: string; document: PaymentDocument }> {
  const body = new FormData();
  body.set('documentType', documentType);
  body.set('file', file);
  return call(paymentEndpoints.uploadDocument, { params: { id: paymentId }, body, notify: false });
}

/** Deletes one of a payment's documents (DELETE /api/sapna/v1/payment/{id}/document/{documentId}: the document store's rule). */
export function deletePaymentDocument(paymentId: number, document: Pick<PaymentDocument, 'id'>): Promise<{ message: string; id: number }> {
  return call(paymentEndpoints.deleteDocument, { params: { id: paymentId, documentId: document.id }, notify: false });
}
