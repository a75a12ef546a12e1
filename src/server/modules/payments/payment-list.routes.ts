// The payment screen's list and CSV, and the account-level payment lookups (paths ours: spec 001 §7 shows none).
import { z } from 'zod';
import type { AppInstance } from '../../http';
import { attachmentHeader } from '../../lib/csv/stream-csv';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { PAYMENT_LIST_PAGE_SIZE, paymentListFilterSchema, paymentListRowSchema } from '../../../domain/payments/payment-list';
import {
  bucketInfoSchema,
  latestWalletPaymentsSchema,
  tdsRateSchema,
  thresholdDetailsSchema,
  unutilizedPaymentsSchema,
  walletAmountSchema,
} from '../../../domain/payments/payment-money';
import { PAYMENT_STATUS_GROUP_KEYS } from '../../../domain/payments/payment-list';
import type { PaymentStatusGroup } from '../../../domain/payments/statuses';
import { requiredId, optionalId } from '../../shared/input-schemas';
import { pagedSchema, pageQueryOf } from '../../shared/paged';
import { errorResponses, security } from '../../shared/route-helpers';
import { requestContext, runService } from '../../shared/service-context';
import { assertCanRead } from '../termsheets/termsheet-access.service';
import { paymentListCsv, searchPayments } from './payment-list.service';
import { bucketInfo, latestWalletPayments, tdsRate, thresholdDetails, unutilizedPayments, walletAmount } from './payment-money.service';

const tags = ['payments'];
const accountParams = z.object({ accountId: requiredId() });

export async function paymentListRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v1/payment/key-search',
    {
      schema: {
        tags,
        security,
        summary:
          'The payment list: payments in scope, newest recorded first; key (payment, milestone, opportunity or account id; reference number or bank response id), status group (spec 001 §4), mode, and recorded between the start of `from` and the end of `to` (Asia/Kolkata)',
        querystring: paymentListFilterSchema.and(z.object(pageQueryOf(PAYMENT_LIST_PAGE_SIZE, 100))),
        response: { 200: pagedSchema(paymentListRowSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => searchPayments(ctx, request.query)),
  );

  api.get(
    '/sapna/v1/payment/key-search/csv',
    {
      schema: {
        tags,
        security,
        summary: 'The filtered payment list as CSV (streamed; at most 50,000 rows)',
        querystring: paymentListFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      // Read access and scope in a short transaction; the rows stream from the pool afterwards.
      const ctx = await api.db.transaction(async (tx) => {
        const context = await requestContext(tx, request);
        assertCanRead(context);
        return context;
      });
      const stream = paymentListCsv(api.db, ctx, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`payments-${istDateOf(ctx.now)}.csv`))
        .send(stream);
    },
  );

  api.get(
    '/sapna/v1/wallet/:accountId',
    { schema: { tags, security, summary: "The account's wallet amount", params: accountParams, response: { 200: walletAmountSchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => walletAmount(ctx, request.params.accountId)),
  );

  api.get(
    '/sapna/v1/wallet/:accountId/latest-payments',
    {
      schema: {
        tags,
        security,
        summary: "The account's latest 5 payments through the online payment link (mode 10)",
        params: accountParams,
        response: { 200: latestWalletPaymentsSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => latestWalletPayments(ctx, request.params.accountId)),
  );

  api.get(
    '/sapna/v1/payment/threshold-details',
    {
      schema: {
        tags,
        security,
        summary: "This financial year's approved collections of the account against the TDS thresholds (194C: ₹30,000 single, ₹1,00,000 a year)",
        querystring: z.object({ accountId: requiredId() }),
        response: { 200: thresholdDetailsSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => thresholdDetails(ctx, request.query.accountId)),
  );

  api.get(
    '/sapna/v1/payment/tds-rate',
    {
      schema: {
        tags,
        security,
        summary: 'TDS rate (1% individual owners, 2% others) by milestone (with the TDS on its amount) or by account; give exactly one',
        querystring: z.object({ milestoneId: optionalId(), accountId: optionalId() }),
        response: { 200: tdsRateSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => tdsRate(ctx, request.query)),
  );

  api.get(
    '/sapna/v1/payment/bucket-info',
    {
      schema: {
        tags,
        security,
        summary: "Count and amount of the account's payments in one status group (spec 001 §4)",
        querystring: z.object({ accountId: requiredId(), type: z.enum(PAYMENT_STATUS_GROUP_KEYS as [PaymentStatusGroup, ...PaymentStatusGroup[]]) }),
        response: { 200: bucketInfoSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => bucketInfo(ctx, request.query.accountId, request.query.type)),
  );

  api.get(
    '/sapna/v1/payment/unutilized',
    {
      schema: {
        tags,
        security,
        summary: "The account's approved payments that no live milestone holds (milestone deleted or termsheet cancelled), optionally of one mode",
        querystring: z.object({ accountId: requiredId(), modeId: optionalId() }),
        response: { 200: unutilizedPaymentsSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => unutilizedPayments(ctx, request.query.accountId, request.query.modeId)),
  );
}
