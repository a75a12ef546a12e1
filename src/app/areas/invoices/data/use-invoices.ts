import type { Invoice } from '../../../../domain/invoices/invoice-contract';
import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';

/** GET /api/sapna/v1/invoice?termsheetId: the termsheet's tax and digislate invoices (online only). */
export function useInvoices(termsheetId: number): Remote<{ results: Invoice[] }> {
  return useRemote(`invoices:${termsheetId}`, () => api.get<{ results: Invoice[] }>('/sapna/v1/invoice', { query: { termsheetId }, notify: false }));
}
