import type { InvoiceToRaise } from '../../../../domain/invoices/invoices-to-raise.endpoints';
import type { Paged } from '../../../../domain/paging/paged';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import { fetchInvoicesToRaise } from './invoices-to-raise';

/** The list screen's page of finance's queue (the fetch is apart, without React: the home card imports it on demand). */
export function useInvoicesToRaise(pageIndex: number): Resource<Paged<InvoiceToRaise>> {
  return useResource(`invoices-to-raise:${pageIndex}`, (signal) => fetchInvoicesToRaise({ page: pageIndex }, signal), { keepPrevious: true });
}
