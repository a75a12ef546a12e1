// payment/{paymentId} completed: details (history, documents, refunds), finance's status changes, recollection,
// documents, refunds, and the payment links mailed to clients.
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { ACCOUNT_LINK_SHARING_MESSAGES } from '../../../domain/dynamic-properties/account-link-sharing';
import { userOf, type AppInstance } from '../../http';
import { attachmentHeader } from '../../lib/csv/stream-csv';
import {
  PAYMENT_ACTION_MESSAGES,
  linkSentAnswerSchema,
  paymentRecollectInputSchema,
  paymentStatusChangeInputSchema,
  prePaymentLinkInputSchema,
  refundInputSchema,
  sharePaymentLinkInputSchema,
} from '../../../domain/payments/payment-actions';
import { paymentPageSchema } from '../../../domain/payments/payment-contract';
import { paymentDetailsSchema, paymentDocumentSchema, refundSchema } from '../../../domain/payments/payment-details';
import { idParams, requiredId } from '../../shared/input-schemas';
import { errorResponses, publicBaseUrl, security } from '../../shared/route-helpers';
import { runService } from '../../shared/service-context';
import { paymentDetails } from './payment-details.service';
import { documentStorageFor } from '../../storage/document-storage';
import { receiveDocumentUpload } from '../documents/document-upload.service';
import { asPaymentDocument, deletePaymentDocument, paymentDocumentFile, paymentUploadFields } from './payment-documents.service';
import { assertMayShareAccountLink } from '../dynamic-properties/account-link-sharing.service';
import { dynamicPropertyCacheOf } from '../dynamic-properties/dynamic-properties.service';
import { sendPrePaymentLink, sharePaymentLink } from './payment-links.service';
import { changePaymentStatus, recollectPayment } from './payment-status.service';
import { refundOrRequestRefund, refundRequestForApproval } from './refund-requests.service';
import { refundRequestSchema } from '../../../domain/payments/refund-requests';

const tags = ['payments'];
const messageAndPayment = z.object({ message: z.string(), payment: paymentPageSchema });

export async function paymentActionsRoutes(api: AppInstance): Promise<void> {
  const linkDeps = () => ({ mailer: api.deps.mailer, publicUrl: publicBaseUrl(api.deps.config) });
  const sharingSettings = dynamicPropertyCacheOf(api.deps);
  const storage = documentStorageFor(api.deps.config);

  api.get(
    '/sapna/v1/payment-details/:id',
    {
      schema: {
        tags,
        security,
        summary: "A payment's status history (who, when, from, to, remark), documents, refunds, and what the user may do with it now",
        params: idParams,
        response: { 200: paymentDetailsSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => paymentDetails(ctx, request.params.id)),
  );

  api.put(
    '/sapna/v1/payment/:id/status',
    {
      config: { capability: 'finance' },
      schema: {
        tags,
        security,
        summary: 'Finance: approve (6), reject (7, remark) or send back to RAM (9, remark) a pending payment',
        params: idParams,
        body: paymentStatusChangeInputSchema,
        response: { 200: messageAndPayment, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => changePaymentStatus(ctx, request.params.id, request.body)),
  );

  api.post(
    '/sapna/v1/payment/:id/recollect',
    {
      schema: {
        tags,
        security,
        summary: "Recollect or represent a rejected payment (status 7, 8): a new payment on its milestone ('Payment Recollected', 'Payment Represented')",
        params: idParams,
        body: paymentRecollectInputSchema,
        response: { 200: messageAndPayment, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => recollectPayment(ctx, request.params.id, request.body)),
  );

  api.post(
    '/sapna/refund',
    {
      config: { capability: ['sell', 'finance'] },
      schema: {
        tags,
        security,
        summary:
          "Refund (part of) an approved payment, never beyond its amount less refunds and pending requests (400). Finance (Finance, Admin): recorded at once ('Refund recorded'). A seller: a refund request and a Refund approval the Refund matrix routes ('Refund sent for approval'); recorded when approved",
        body: refundInputSchema,
        response: { 200: z.object({ message: z.string(), refund: refundSchema.optional(), refundRequest: refundRequestSchema.optional() }), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => refundOrRequestRefund(ctx, request.body)),
  );

  api.get(
    '/sapna/v1/refund-request',
    {
      schema: {
        tags,
        security,
        summary: 'The refund request a Refund approval is about (amount, remark, status, the refund once approved)',
        querystring: z.object({ approvalId: requiredId() }),
        response: { 200: refundRequestSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => refundRequestForApproval(ctx, request.query.approvalId)),
  );

  api.get(
    '/sapna/v1/payment/:id/document/:documentId',
    {
      schema: {
        tags,
        security,
        summary: 'Download a document of the payment',
        params: z.object({ id: requiredId(), documentId: requiredId() }),
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const { row, stream } = await runService(api.db, request, (ctx) => paymentDocumentFile(ctx, storage, request.params.id, request.params.documentId));
      return reply.header('content-type', row.contentType).header('content-length', String(row.sizeBytes)).header('content-disposition', attachmentHeader(row.fileName)).send(stream);
    },
  );

  api.delete(
    '/sapna/v1/payment/:id/document/:documentId',
    {
      config: { capability: ['sell', 'finance'] },
      schema: {
        tags,
        security,
        summary:
          "Delete a document of the payment ('Document deleted'; replace = delete, then upload the same type): sellers and finance, until the payment is approved (6, 10, 14: 409)",
        params: z.object({ id: requiredId(), documentId: requiredId() }),
        response: { 200: z.object({ message: z.string(), id: z.number().int() }), ...errorResponses },
      },
    },
    async (request) => {
      const { storageKey } = await runService(api.db, request, (ctx) => deletePaymentDocument(ctx, request.params.id, request.params.documentId));
      if (storageKey) await storage.delete(storageKey).catch((error: unknown) => request.log.warn({ err: error, storageKey }, 'stored document not removed'));
      return { message: PAYMENT_ACTION_MESSAGES.documentDeleted, id: request.params.documentId };
    },
  );

  api.post(
    '/sapna/v1/account/share-payment-link',
    {
      config: { capability: 'shareAccountLink', refusal: ACCOUNT_LINK_SHARING_MESSAGES.role },
      schema: {
        tags,
        security,
        summary: "Mail the account's payment link ('Link shared successfully'); amount defaults to what the account still owes",
        body: sharePaymentLinkInputSchema,
        response: { 200: linkSentAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      await assertMayShareAccountLink(userOf(request), sharingSettings);
      return runService(api.db, request, (ctx) => sharePaymentLink(ctx, request.body, linkDeps()));
    },
  );

  api.post(
    '/sapna/v1/opportunity/:id/pre-payment-link',
    {
      schema: {
        tags,
        security,
        summary: "Mail a pre-payment (advance) link for the opportunity ('Pre Payment Link Sent Successfully')",
        params: idParams,
        body: prePaymentLinkInputSchema,
        response: { 200: linkSentAnswerSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => sendPrePaymentLink(ctx, request.params.id, request.body, linkDeps())),
  );

  // Uploads: multipart only here, with the document store's size limit, through its one upload path (issue 52).
  await api.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { fileSize: api.deps.config.documentMaxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
    (uploads as AppInstance).post(
      '/sapna/v1/payment/:id/document',
      {
        config: { capability: ['sell', 'finance'] },
        schema: {
          tags,
          security,
          summary:
            "Upload a document of the payment into the document store (multipart: documentType = Cheque | Deposit Slip | Demand Draft | Credit Approval, then file; one of each kind, else 409 'Document Already Exists!'; gif, jpeg, png or pdf by content, else 415; at most 10 MB)",
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: z.object({ message: z.string(), document: paymentDocumentSchema }), ...errorResponses },
        },
      },
      async (request) => {
        const { document } = await receiveDocumentUpload(uploads.db, request, storage, api.deps.config.documentMaxBytes, (raw) => paymentUploadFields(request.params.id, raw));
        return { message: PAYMENT_ACTION_MESSAGES.documentUploaded, document: asPaymentDocument(document) };
      },
    );
  });
}
