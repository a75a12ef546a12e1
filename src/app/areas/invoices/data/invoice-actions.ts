import type { InvoiceNotice } from '../../../../domain/invoices/invoice-contract';
import { contactEndpoints } from '../../../../domain/contacts/contacts.endpoints';
import { invoiceEndpoints } from '../../../../domain/invoices/invoices.endpoints';
import { call, endpointPath } from '../../../lib/api/call';

const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

export const invoicePdfUrl = (invoiceId: number) => `${API_BASE}${endpointPath(invoiceEndpoints.pdf, { id: invoiceId })}`;
export const proformaInvoiceUrl = (termsheetId: number, atListPrice = false) =>
  `${API_BASE}${endpointPath(invoiceEndpoints.proformaPdf, { id: termsheetId })}${atListPrice ? '?atListPrice=true' : ''}`;

/** POST /api/sapna/v1/invoice/tax-invoice?termsheetId: 'Tax Invoice generated successfully.' */
export function generateTaxInvoice(termsheetId: number, atListPrice = false): Promise<InvoiceNotice> {
  return call(invoiceEndpoints.generateTaxInvoice, { query: atListPrice ? { termsheetId, atListPrice: 'true' } : { termsheetId }, notify: false });
}

/** POST /api/sapna/v1/invoice/{id}/credit-note: credit a tax invoice in full, optionally cancelling its termsheet. */
export function creditTaxInvoice(invoiceId: number, input: { reason: string; cancelTermsheet: boolean }): Promise<InvoiceNotice> {
  return call(invoiceEndpoints.creditNote, { params: { id: invoiceId }, body: input, notify: false });
}

/** POST /api/sapna/v1/invoice/generate-digislate-invoice?termsheetId (spec 001 §7). */
export function generateDigislateInvoice(termsheetId: number): Promise<InvoiceNotice> {
  return call(invoiceEndpoints.generateDigislateInvoice, { query: { termsheetId }, notify: false });
}

/** DELETE /api/sapna/v1/digislate-invoice/{id}: 'Digislate invoice cancelled' or 'Invoice cancelation failed'. */
export function cancelDigislateInvoice(invoiceId: number): Promise<InvoiceNotice> {
  return call(invoiceEndpoints.cancelDigislateInvoice, { params: { id: invoiceId }, notify: false });
}

/** POST /api/sapna/v1/invoice/{id}/email: to the termsheet's contact, or (re-send) to the POC chosen. */
export function emailInvoice(invoiceId: number, input: { contactId?: number; resend?: boolean }): Promise<InvoiceNotice> {
  return call(invoiceEndpoints.email, { params: { id: invoiceId }, body: input, notify: false });
}

export type PocOption = { id: number; name: string; email: string | null };

/** The account's active points of contact with an e-mail address, to re-send an invoice to. */
export async function fetchPocs(accountId: number): Promise<PocOption[]> {
  const page = await call(contactEndpoints.list, { query: { filters: `active==true;accountId==${accountId}` }, notify: false });
  return page.results.filter((c) => c.email);
}
