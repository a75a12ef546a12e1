// The payment screen's list and CSV, and the account-level payment lookups (paths ours: spec 001 §7 shows none).
import type { AppInstance } from '../../http';
import { attachmentHeader } from '../../lib/csv/stream-csv';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { paymentListFilterSchema } from '../../../domain/payments/payment-list';
import { paymentEndpoints as endpoints } from '../../../domain/payments/payments.endpoints';
import { route } from '../../shared/endpoint-route';
import { security } from '../../shared/route-helpers';
import { requestContext } from '../../shared/service-context';
import { assertCanRead } from '../termsheets/termsheet-access.service';
import { paymentListCsv, searchPayments } from './payment-list.service';
import { bucketInfo, latestWalletPayments, tdsRate, thresholdDetails, unutilizedPayments, walletAmount } from './payment-money.service';

/** The endpoints (domain/payments/payments.endpoints.ts), and the CSV (a streamed file: by hand). */
export async function paymentListRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.list).service((ctx, { query }) => searchPayments(ctx, query));

  api.get(
    '/sapna/v1/payment/key-search/csv',
    {
      schema: {
        tags: ['payments'],
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

  route(api, endpoints.wallet).service((ctx, { params }) => walletAmount(ctx, params.accountId));
  route(api, endpoints.latestWalletPayments).service((ctx, { params }) => latestWalletPayments(ctx, params.accountId));
  route(api, endpoints.thresholdDetails).service((ctx, { query }) => thresholdDetails(ctx, query.accountId));
  route(api, endpoints.tdsRate).service((ctx, { query }) => tdsRate(ctx, query));
  route(api, endpoints.bucketInfo).service((ctx, { query }) => bucketInfo(ctx, query.accountId, query.type));
  route(api, endpoints.unutilized).service((ctx, { query }) => unutilizedPayments(ctx, query.accountId, query.modeId));
}
