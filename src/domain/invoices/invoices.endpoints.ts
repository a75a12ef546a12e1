import { z } from 'zod';
import { idParam } from '../endpoints/params';
import { defineEndpoints, uncheckedAnswer } from '../endpoints/endpoint';
import { atListPriceQuerySchema } from '../termsheets/termsheet-contract';
import { creditNoteInputSchema, invoiceEmailInputSchema, invoiceListSchema, invoiceNoticeSchema } from './invoice-contract';

const params = z.object({ id: idParam() });
const termsheetQuery = z.object({ termsheetId: idParam() });

/**
 * Tax, digislate and proforma invoices of a termsheet. The spec names the digislate paths (001 §7); the others are
 * "not shown" there and ours, in the same style. Read by whoever reads sales (the service checks scope); generation
 * and e-mail are Finance/Admin (PERMISSIONS.md). The PDFs are files, sent through the reply (invoices.routes.ts).
 */
export const invoiceEndpoints = defineEndpoints({ tags: ['invoices'], capability: 'finance' }, {
  generateTaxInvoice: {
    method: 'POST',
    path: '/sapna/v1/invoice/tax-invoice',
    summary:
      "Generate the tax invoice of an approved or completed termsheet (CGST Rule 46 particulars, serial per financial year). Finance/Admin. UI: 'Tax Invoice generated successfully.' (path ours)",
    query: termsheetQuery.extend(atListPriceQuerySchema.shape),
    response: invoiceNoticeSchema,
  },
  generateDigislateInvoice: {
    method: 'POST',
    path: '/sapna/v1/invoice/generate-digislate-invoice',
    summary: 'Generate the digislate invoice of an approved or completed termsheet (its own serial series). Finance/Admin',
    query: termsheetQuery,
    response: invoiceNoticeSchema,
  },
  cancelDigislateInvoice: {
    method: 'DELETE',
    path: '/sapna/v1/digislate-invoice/:id',
    summary: "Cancel a digislate invoice (kept, serial not reused). UI: 'Digislate invoice cancelled'; 409 'Invoice cancelation failed' when already cancelled. Finance/Admin",
    params,
    response: invoiceNoticeSchema,
  },
  creditNote: {
    method: 'POST',
    path: '/sapna/v1/invoice/:id/credit-note',
    summary:
      "Credit a live tax invoice in full by a credit note (CGST Rule 53; its own serial per financial year, 'CN/2627/00001'); the invoice becomes Credited; cancelTermsheet cancels its termsheet in the same step. UI: 'Credit note issued'. Finance/Admin (path ours)",
    params,
    body: creditNoteInputSchema,
    response: invoiceNoticeSchema,
  },
  ofTermsheet: {
    method: 'GET',
    path: '/sapna/v1/invoice',
    capability: 'readSales',
    summary: "A termsheet's invoices (tax and digislate, cancelled ones included), oldest first (path ours)",
    query: termsheetQuery,
    response: invoiceListSchema,
  },
  pdf: {
    method: 'GET',
    path: '/sapna/v1/invoice/:id/pdf',
    capability: 'readSales',
    summary: 'The invoice as a PDF attachment, from what was written at generation (path ours)',
    params,
    produces: ['application/pdf'],
    response: uncheckedAnswer<Blob>(),
  },
  email: {
    method: 'POST',
    path: '/sapna/v1/invoice/:id/email',
    summary:
      "E-mail the invoice PDF to the termsheet's contact; once sent, 409 with the already-sent notice unless resend with a POC (contactId). UI: 'Tax Invoice Shared successfully!'. Finance/Admin (path ours)",
    params,
    body: invoiceEmailInputSchema,
    response: invoiceNoticeSchema,
  },
  proformaPdf: {
    method: 'GET',
    path: '/sapna/v1/termsheet/:id/proforma-invoice',
    capability: 'readSales',
    summary:
      'The proforma invoice of a termsheet as a PDF (no serial; not a tax invoice); refused for a cancelled or rejected termsheet, and (409 naming the package) while a discount awaits approval or was rejected unless atListPrice=true (path ours)',
    params,
    query: atListPriceQuerySchema,
    produces: ['application/pdf'],
    response: uncheckedAnswer<Blob>(),
  },
});
