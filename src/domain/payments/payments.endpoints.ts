// Payments (spec 001 §4, §7): recording and editing, the payment screen's list, the account's money, and
// payment/{paymentId}'s details, status changes, recollection, refunds, documents and the links mailed to clients.
// The payment list's CSV and a document's download are files: their handlers send them through the reply.
import { z } from 'zod';
import { ACCOUNT_LINK_SHARING_MESSAGES } from '../dynamic-properties/account-link-sharing';
import { defineEndpoints, type EndpointEntry, uncheckedAnswer } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { idParams, optionalId, requiredId } from '../endpoints/input-schemas';
import { pagedSchema } from '../paging/paged';
import { pageQueryOf } from '../paging/page-query';
import { TABLE_SIZE } from '../reference/limits';
import {
  linkSentAnswerSchema,
  paymentRecollectInputSchema,
  paymentStatusChangeInputSchema,
  prePaymentLinkInputSchema,
  refundInputSchema,
  sharePaymentLinkInputSchema,
} from './payment-actions';
import { accountPaymentSchema, paymentInputSchema, paymentPageSchema, paymentUpdateInputSchema, type paymentEndpointVersions } from './payment-contract';
import { paymentDetailsSchema, paymentDocumentSchema, refundSchema } from './payment-details';
import { PAYMENT_LIST_PAGE_SIZE, PAYMENT_STATUS_GROUP_KEYS, paymentListFilterSchema, paymentListRowSchema } from './payment-list';
import { bucketInfoSchema, latestWalletPaymentsSchema, tdsRateSchema, thresholdDetailsSchema, unutilizedPaymentsSchema, walletAmountSchema } from './payment-money';
import { refundRequestSchema } from './refund-requests';
import type { PaymentStatusGroup } from './statuses';
import { paymentRoutes } from './payments.paths';

const tags = ['payments'];
/** The list and action routes list the session cookie and the failure answers in the OpenAPI document. */
const documentFailures = true;
const paymentParams = z.object({ id: idParam() });
const accountParams = z.object({ accountId: requiredId() });
const documentParams = z.object({ id: requiredId(), documentId: requiredId() });
const messageAndPayment = z.object({ message: z.string(), payment: paymentPageSchema });
/** The spec's table size (10). */
export const ACCOUNT_PAYMENTS_PAGE_SIZE = TABLE_SIZE;

type PaymentEndpointVersion = (typeof paymentEndpointVersions)[number];
const recordPayment = <V extends PaymentEndpointVersion>(version: V) =>
  ({
    method: 'POST',
    path: `/sapna/${version}/payment`,
    summary: `Record a payment against a milestone through ${version} (v2: mode of payment 10; v3: with a bank response id; v1 otherwise). PIN mandatory.`,
    body: paymentInputSchema,
    response: paymentPageSchema,
  }) satisfies EndpointEntry;

/** POST /sapna/{v1|v2|v3}/payment, by the version paymentEndpointVersion picks (domain/payments/statuses.ts). */
export const recordPaymentEndpoints = defineEndpoints({ tags, capability: 'sell' }, { v1: recordPayment('v1'), v2: recordPayment('v2'), v3: recordPayment('v3') });

/** Reads for whoever reads sales (scope decides), writes for the roles that sell; the routes that differ say so. */
export const paymentEndpoints = defineEndpoints({ tags, documentFailures, capability: 'readSales' }, {
  page: {
    method: 'GET',
    path: '/sapna/v1/payment-page/:id',
    documentFailures: false,
    summary: 'One payment with its milestone, termsheet, opportunity and account (breadcrumbs)',
    params: paymentParams,
    response: paymentPageSchema,
  },
  update: {
    method: 'PUT',
    path: '/sapna/v1/payment/:id',
    documentFailures: false,
    capability: 'sell',
    summary: 'Update a pending payment: reference number, payment date, and send to RCM (?sendToRCM=true)',
    params: paymentParams,
    query: z.object({ sendToRCM: z.enum(['true', 'false']).transform((value) => value === 'true').optional() }),
    body: paymentUpdateInputSchema.default({}),
    response: paymentPageSchema,
  },
  ofAccount: {
    method: 'GET',
    path: '/sapna/v3/payment/:accountId',
    documentFailures: false,
    summary: "An account's payments, newest first, optionally of one mode of payment",
    params: z.object({ accountId: idParam() }),
    query: z.object({ modeId: z.coerce.number().int().optional(), ...pageQueryOf(ACCOUNT_PAYMENTS_PAGE_SIZE, 100) }),
    response: pagedSchema(accountPaymentSchema),
  },
  list: {
    ...paymentRoutes.list,
    summary:
      'The payment list: payments in scope, newest recorded first; key (payment, milestone, opportunity or account id; reference number or bank response id), status group (spec 001 §4), mode, and recorded between the start of `from` and the end of `to` (Asia/Kolkata)',
    query: paymentListFilterSchema.safeExtend(pageQueryOf(PAYMENT_LIST_PAGE_SIZE, 100)),
    response: pagedSchema(paymentListRowSchema),
  },
  /** A file (streamed; at most 50,000 rows): the app links to it, the browser saves it. */
  listCsv: {
    method: 'GET',
    path: '/sapna/v1/payment/key-search/csv',
    documentFailures: [],
    summary: 'The filtered payment list as CSV (streamed; at most 50,000 rows)',
    query: paymentListFilterSchema,
    produces: ['text/csv'],
    response: uncheckedAnswer<Blob>(),
  },
  wallet: {
    method: 'GET',
    path: '/sapna/v1/wallet/:accountId',
    summary: "The account's wallet amount",
    params: accountParams,
    response: walletAmountSchema,
  },
  latestWalletPayments: {
    method: 'GET',
    path: '/sapna/v1/wallet/:accountId/latest-payments',
    summary: "The account's latest 5 payments through the online payment link (mode 10)",
    params: accountParams,
    response: latestWalletPaymentsSchema,
  },
  thresholdDetails: {
    method: 'GET',
    path: '/sapna/v1/payment/threshold-details',
    summary: "This financial year's approved collections of the account against the TDS thresholds (194C: ₹30,000 single, ₹1,00,000 a year)",
    query: z.object({ accountId: requiredId() }),
    response: thresholdDetailsSchema,
  },
  tdsRate: {
    method: 'GET',
    path: '/sapna/v1/payment/tds-rate',
    summary: 'TDS rate (1% individual owners, 2% others) by milestone (with the TDS on its amount) or by account; give exactly one',
    query: z.object({ milestoneId: optionalId(), accountId: optionalId() }),
    response: tdsRateSchema,
  },
  bucketInfo: {
    method: 'GET',
    path: '/sapna/v1/payment/bucket-info',
    summary: "Count and amount of the account's payments in one status group (spec 001 §4)",
    query: z.object({ accountId: requiredId(), type: z.enum(PAYMENT_STATUS_GROUP_KEYS as [PaymentStatusGroup, ...PaymentStatusGroup[]]) }),
    response: bucketInfoSchema,
  },
  unutilized: {
    method: 'GET',
    path: '/sapna/v1/payment/unutilized',
    summary: "The account's approved payments that no live milestone holds (milestone deleted or termsheet cancelled), optionally of one mode",
    query: z.object({ accountId: requiredId(), modeId: optionalId() }),
    response: unutilizedPaymentsSchema,
  },
  details: {
    method: 'GET',
    path: '/sapna/v1/payment-details/:id',
    summary: "A payment's status history (who, when, from, to, remark), documents, refunds, and what the user may do with it now",
    params: idParams,
    response: paymentDetailsSchema,
  },
  changeStatus: {
    method: 'PUT',
    path: '/sapna/v1/payment/:id/status',
    capability: 'finance',
    summary: 'Finance: approve (6), reject (7, remark) or send back to RAM (9, remark) a pending payment',
    params: idParams,
    body: paymentStatusChangeInputSchema,
    response: messageAndPayment,
  },
  recollect: {
    method: 'POST',
    path: '/sapna/v1/payment/:id/recollect',
    capability: 'sell',
    summary: "Recollect or represent a rejected payment (status 7, 8): a new payment on its milestone ('Payment Recollected', 'Payment Represented')",
    params: idParams,
    body: paymentRecollectInputSchema,
    response: messageAndPayment,
  },
  refund: {
    method: 'POST',
    path: '/sapna/refund',
    capability: ['sell', 'finance'],
    summary:
      "Refund (part of) an approved payment, never beyond its amount less refunds and pending requests (400). Finance (Finance, Admin): recorded at once ('Refund recorded'). A seller: a refund request and a Refund approval the Refund matrix routes ('Refund sent for approval'); recorded when approved",
    body: refundInputSchema,
    response: z.object({ message: z.string(), refund: refundSchema.optional(), refundRequest: refundRequestSchema.optional() }),
  },
  refundRequest: {
    method: 'GET',
    path: '/sapna/v1/refund-request',
    summary: 'The refund request a Refund approval is about (amount, remark, status, the refund once approved)',
    query: z.object({ approvalId: requiredId() }),
    response: refundRequestSchema,
  },
  /** A file, with its own content type. */
  document: {
    method: 'GET',
    path: '/sapna/v1/payment/:id/document/:documentId',
    documentFailures: [],
    summary: 'Download a document of the payment',
    params: documentParams,
    produces: ['application/octet-stream'],
    response: uncheckedAnswer<Blob>(),
  },
  deleteDocument: {
    method: 'DELETE',
    path: '/sapna/v1/payment/:id/document/:documentId',
    capability: ['sell', 'finance'],
    summary:
      "Delete a document of the payment ('Document deleted'; replace = delete, then upload the same type): sellers and finance, until the payment is approved (6, 10, 14: 409)",
    params: documentParams,
    response: z.object({ message: z.string(), id: z.number().int() }),
  },
  sharePaymentLink: {
    method: 'POST',
    path: '/sapna/v1/account/share-payment-link',
    capability: 'shareAccountLink',
    refusal: ACCOUNT_LINK_SHARING_MESSAGES.role,
    summary: "Mail the account's payment link ('Link shared successfully'); amount defaults to what the account still owes",
    body: sharePaymentLinkInputSchema,
    response: linkSentAnswerSchema,
  },
  prePaymentLink: {
    method: 'POST',
    path: '/sapna/v1/opportunity/:id/pre-payment-link',
    capability: 'sell',
    summary: "Mail a pre-payment (advance) link for the opportunity ('Pre Payment Link Sent Successfully')",
    params: idParams,
    body: prePaymentLinkInputSchema,
    response: linkSentAnswerSchema,
  },
  /** Multipart: the server reads the parts itself (document-upload.service.ts), so no body schema; the app sends FormData. */
  uploadDocument: {
    method: 'POST',
    consumes: ['multipart/form-data'],
    path: '/sapna/v1/payment/:id/document',
    capability: ['sell', 'finance'],
    summary:
      "Upload a document of the payment into the document store (multipart: documentType = Cheque | Deposit Slip | Demand Draft | Credit Approval, then file; one of each kind, else 409 'Document Already Exists!'; gif, jpeg, png or pdf by content, else 415; at most 10 MB)",
    params: idParams,
    response: z.object({ message: z.string(), document: paymentDocumentSchema }),
  },
});
