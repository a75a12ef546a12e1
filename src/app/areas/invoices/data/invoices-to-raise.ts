import { invoicesToRaiseEndpoints } from '../../../../domain/invoices/invoices-to-raise.endpoints';
import type { InvoiceToRaise } from '../../../../domain/invoices/invoices-to-raise.endpoints';
import type { Paged } from '../../../../domain/paging/paged';
import { call } from '../../../lib/api/call';

/**
 * GET /sapna/v1/invoice/to-raise (invoicesToRaiseEndpoints.list): a page of finance's queue. The list screen and the
 * home card ("Invoices to raise", one row asked for) both read it here.
 */
export function fetchInvoicesToRaise(page: { page: number; size?: number }, signal: AbortSignal, notify = true): Promise<Paged<InvoiceToRaise>> {
  return call(invoicesToRaiseEndpoints.list, { query: { page: page.page, ...(page.size ? { size: page.size } : {}) }, signal, notify });
}
