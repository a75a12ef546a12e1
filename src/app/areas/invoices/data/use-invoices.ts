import type { Invoice } from '../../../../domain/invoices/invoice-contract';
import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';

/** GET /api/sapna/v1/invoice?termsheetId: the termsheet's tax and digislate invoices (online only). */
export function useInvoices(termsheetId: number): Resource<{ results: Invoice[] }> {
  return useResource(`invoices:${termsheetId}`, () => api.get<{ results: Invoice[] }>('/sapna/v1/invoice', { query: { termsheetId }, notify: false }));
}
