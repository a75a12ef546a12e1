// payment/{paymentId} completed: details (history, documents, refunds), finance's status changes, recollection,
// documents, refunds, and the payment links mailed to clients (domain/payments/payments.endpoints.ts).
import fastifyMultipart from '@fastify/multipart';
import { userOf, type AppInstance } from '../../http';
import { attachmentHeader } from '../../lib/csv/stream-csv';
import { PAYMENT_ACTION_MESSAGES } from '../../../domain/payments/payment-actions';
import { paymentEndpoints as endpoints } from '../../../domain/payments/payments.endpoints';
import { route } from '../../shared/http/endpoint-route';
import { publicBaseUrl } from '../../shared/http/route-helpers';
import { runService } from '../../shared/http/service-context';
import { paymentDetails } from './payment-details.service';
import { documentStorageFor } from '../../storage/document-storage';
import { receiveDocumentUpload } from '../documents/document-upload.service';
import { asPaymentDocument, deletePaymentDocument, paymentDocumentFile, paymentUploadFields } from './payment-documents.service';
import { assertMayShareAccountLink } from '../dynamic-properties/account-link-sharing.service';
import { dynamicPropertyCacheOf } from '../dynamic-properties/dynamic-properties.service';
import { sendPrePaymentLink, sharePaymentLink } from './payment-links.service';
import { changePaymentStatus, recollectPayment } from './payment-status.service';
import { refundOrRequestRefund, refundRequestForApproval } from './refund-requests.service';

export async function paymentActionsRoutes(api: AppInstance): Promise<void> {
  const linkDeps = () => ({ mailer: api.deps.mailer, publicUrl: publicBaseUrl(api.deps.config) });
  const sharingSettings = dynamicPropertyCacheOf(api.deps);
  const storage = documentStorageFor(api.deps.config);

  route(api, endpoints.details).service((ctx, { params }) => paymentDetails(ctx, params.id));
  route(api, endpoints.changeStatus).service((ctx, { params, body }) => changePaymentStatus(ctx, params.id, body));
  route(api, endpoints.recollect).service((ctx, { params, body }) => recollectPayment(ctx, params.id, body));
  route(api, endpoints.refund).service((ctx, { body }) => refundOrRequestRefund(ctx, body));
  route(api, endpoints.refundRequest).service((ctx, { query }) => refundRequestForApproval(ctx, query.approvalId));

  route(api, endpoints.document).handle(async (request, reply) => {
    const { row, stream } = await runService(api.db, request, (ctx) => paymentDocumentFile(ctx, storage, request.params.id, request.params.documentId));
    return reply.header('content-type', row.contentType).header('content-length', String(row.sizeBytes)).header('content-disposition', attachmentHeader(row.fileName)).send(stream);
  });
  route(api, endpoints.deleteDocument).handle(async (request) => {
    const { storageKey } = await runService(api.db, request, (ctx) => deletePaymentDocument(ctx, request.params.id, request.params.documentId));
    if (storageKey) await storage.delete(storageKey).catch((error: unknown) => request.log.warn({ err: error, storageKey }, 'stored document not removed'));
    return { message: PAYMENT_ACTION_MESSAGES.documentDeleted, id: request.params.documentId };
  });
  route(api, endpoints.sharePaymentLink).handle(async (request) => {
    await assertMayShareAccountLink(userOf(request), sharingSettings);
    return runService(api.db, request, (ctx) => sharePaymentLink(ctx, request.body, linkDeps()));
  });
  route(api, endpoints.prePaymentLink).service((ctx, { params, body }) => sendPrePaymentLink(ctx, params.id, body, linkDeps()));

  // Uploads: multipart only here, with the document store's size limit, through its one upload path (issue 52).
  await api.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { fileSize: api.deps.config.documentMaxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
    route(uploads as AppInstance, endpoints.uploadDocument).handle(async (request) => {
      const { document } = await receiveDocumentUpload(uploads.db, request, storage, api.deps.config.documentMaxBytes, (raw) => paymentUploadFields(request.params.id, raw));
      return { message: PAYMENT_ACTION_MESSAGES.documentUploaded, document: asPaymentDocument(document) };
    });
  });
}
