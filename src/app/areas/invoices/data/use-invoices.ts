import type { Invoice } from '../../../../domain/invoices/invoice-contract';
import { invoiceEndpoints } from '../../../../domain/invoices/invoices.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

/** GET /api/sapna/v1/invoice?termsheetId: the termsheet's tax and digislate invoices (online only). */
export function useInvoices(termsheetId: number): Resource<{ results: Invoice[] }> {
  return useResource(`invoices:${termsheetId}`, () => call(invoiceEndpoints.ofTermsheet, { query: { termsheetId }, notify: false }));
}
