// The payment screen's list and CSV, and the account-level payment lookups (paths ours: spec 001 §7 shows none).
import type { AppInstance } from '../../http';
import { attachmentHeader } from '../../lib/csv/stream-csv';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { paymentEndpoints as endpoints } from '../../../domain/payments/payments.endpoints';
import { route } from '../../shared/http/endpoint-route';
import { requestContext } from '../../shared/http/service-context';
import { assertCanRead } from '../termsheets/termsheet-access.service';
import { paymentListCsv, searchPayments } from './payment-list.service';
import { bucketInfo, latestWalletPayments, tdsRate, thresholdDetails, unutilizedPayments, walletAmount } from './payment-money.service';

/** The endpoints (domain/payments/payments.endpoints.ts); the CSV is a file streamed through the reply. */
export async function paymentListRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.list).service((ctx, { query }) => searchPayments(ctx, query));

  route(api, endpoints.listCsv).handle(async (request, reply) => {
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
  });

  route(api, endpoints.wallet).service((ctx, { params }) => walletAmount(ctx, params.accountId));
  route(api, endpoints.latestWalletPayments).service((ctx, { params }) => latestWalletPayments(ctx, params.accountId));
  route(api, endpoints.thresholdDetails).service((ctx, { query }) => thresholdDetails(ctx, query.accountId));
  route(api, endpoints.tdsRate).service((ctx, { query }) => tdsRate(ctx, query));
  route(api, endpoints.bucketInfo).service((ctx, { query }) => bucketInfo(ctx, query.accountId, query.type));
  route(api, endpoints.unutilized).service((ctx, { query }) => unutilizedPayments(ctx, query.accountId, query.modeId));
}
