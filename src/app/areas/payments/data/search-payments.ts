import type { Paged } from '../../../../domain/paging/paged';
import { PAYMENT_LIST_PAGE_SIZE, type PaymentListRow } from '../../../../domain/payments/payment-list';
import { paymentEndpoints } from '../../../../domain/payments/payments.endpoints';
import { call, endpointPath } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import { paymentFilterQuery as filterQuery, type PaymentListSearch } from './payment-list-search';
import { pageIndexOf } from '../../../lib/list/page-base';

/** GET /api/sapna/v1/payment/key-search: a page of payments in scope, newest recorded first (online only). */
export function usePaymentList(search: PaymentListSearch): Resource<Paged<PaymentListRow>> {
  const query = { ...filterQuery(search), page: String(pageIndexOf(search.page)), size: String(PAYMENT_LIST_PAGE_SIZE) };
  return useResource(`payments:${JSON.stringify(query)}`, (signal) => call(paymentEndpoints.list, { query, notify: false, signal }), {
    keepPrevious: true,
  });
}

/** The CSV of the same filters: a plain link, so the browser downloads it as the server streams it. */
export function paymentCsvUrl(search: PaymentListSearch): string {
  const base = import.meta.env.VITE_API_BASE || '/api';
  const query = new URLSearchParams(filterQuery(search)).toString();
  return `${base}${endpointPath(paymentEndpoints.listCsv)}${query ? `?${query}` : ''}`;
}
