// The payment screen's list and CSV (online-only desk screen): payments in the user's scope.
import type { Readable } from 'node:stream';
import { PAYMENT_CSV_COLUMNS, PAYMENT_CSV_MAX_ROWS, type PaymentListFilter, type PaymentListRow } from '../../../domain/payments/payment-list';
import type { Db } from '../../db/client';
import { streamCsv } from '../../lib/csv/stream-csv';
import type { ServiceContext } from '../../shared/http/service-context';
import { pagingOf, type Paged } from '../../shared/http/paged';
import { assertCanRead } from '../termsheets/termsheet-access.service';
import { countPaymentList, paymentListBatches, paymentListConditions, paymentListPage } from './payment-list.repo';

/** GET /sapna/v1/payment/key-search: a page of the list, newest recorded first, with its (capped) total. */
export async function searchPayments(ctx: ServiceContext, filter: PaymentListFilter & { page: number; size: number }): Promise<Paged<PaymentListRow>> {
  assertCanRead(ctx);
  const where = paymentListConditions(ctx.scope, filter);
  const results = await paymentListPage(ctx.tx, where, pagingOf(filter.page, filter.size));
  const total = await countPaymentList(ctx.tx, where);
  return { results, ...total, page: filter.page, size: filter.size };
}

/**
 * GET /sapna/v1/payment/key-search/csv: the whole filtered list as CSV, streamed in batches of 1,000 (up to
 * PAYMENT_CSV_MAX_ROWS). The caller checked read access and took the scope in a transaction; the batches run on the
 * pool after it, while the response streams.
 */
export function paymentListCsv(db: Db, ctx: Pick<ServiceContext, 'scope' | 'user'>, filter: PaymentListFilter): Readable {
  return streamCsv(PAYMENT_CSV_COLUMNS, paymentListBatches(db, paymentListConditions(ctx.scope, filter), PAYMENT_CSV_MAX_ROWS));
}
