import { z } from 'zod';
import { defineEndpoint, uncheckedAnswer } from '../endpoints/endpoint';
import { atListPriceQuerySchema } from '../termsheets/termsheet-contract';
import { creditNoteInputSchema, invoiceEmailInputSchema, invoiceListSchema, invoiceNoticeSchema } from './invoice-contract';

const tags = ['invoices'];
const params = z.object({ id: z.coerce.number().int().positive() });
const termsheetQuery = z.object({ termsheetId: z.coerce.number().int().positive() });

/**
 * Tax, digislate and proforma invoices of a termsheet. The spec names the digislate paths (001 §7); the others are
 * "not shown" there and ours, in the same style. Read by whoever reads sales (the service checks scope); generation
 * and e-mail are Finance/Admin (PERMISSIONS.md). The PDFs are files, sent through the reply (invoices.routes.ts).
 */
export const invoiceEndpoints = {
  generateTaxInvoice: defineEndpoint({
    method: 'POST',
    path: '/sapna/v1/invoice/tax-invoice',
    capability: 'finance',
    tags,
    summary:
      "Generate the tax invoice of an approved or completed termsheet (CGST Rule 46 particulars, serial per financial year). Finance/Admin. UI: 'Tax Invoice generated successfully.' (path ours)",
    query: termsheetQuery.extend(atListPriceQuerySchema.shape),
    response: invoiceNoticeSchema,
  }),
  generateDigislateInvoice: defineEndpoint({
    method: 'POST',
    path: '/sapna/v1/invoice/generate-digislate-invoice',
    capability: 'finance',
    tags,
    summary: 'Generate the digislate invoice of an approved or completed termsheet (its own serial series). Finance/Admin',
    query: termsheetQuery,
    response: invoiceNoticeSchema,
  }),
  cancelDigislateInvoice: defineEndpoint({
    method: 'DELETE',
    path: '/sapna/v1/digislate-invoice/:id',
    capability: 'finance',
    tags,
    summary: "Cancel a digislate invoice (kept, serial not reused). UI: 'Digislate invoice cancelled'; 409 'Invoice cancelation failed' when already cancelled. Finance/Admin",
    params,
    response: invoiceNoticeSchema,
  }),
  creditNote: defineEndpoint({
    method: 'POST',
    path: '/sapna/v1/invoice/:id/credit-note',
    capability: 'finance',
    tags,
    summary:
      "Credit a live tax invoice in full by a credit note (CGST Rule 53; its own serial per financial year, 'CN/2627/00001'); the invoice becomes Credited; cancelTermsheet cancels its termsheet in the same step. UI: 'Credit note issued'. Finance/Admin (path ours)",
    params,
    body: creditNoteInputSchema,
    response: invoiceNoticeSchema,
  }),
  ofTermsheet: defineEndpoint({
    method: 'GET',
    path: '/sapna/v1/invoice',
    capability: 'readSales',
    tags,
    summary: "A termsheet's invoices (tax and digislate, cancelled ones included), oldest first (path ours)",
    query: termsheetQuery,
    response: invoiceListSchema,
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/sapna/v1/invoice/:id/pdf',
    capability: 'readSales',
    tags,
    summary: 'The invoice as a PDF attachment, from what was written at generation (path ours)',
    params,
    produces: ['application/pdf'],
    response: uncheckedAnswer<Blob>(),
  }),
  email: defineEndpoint({
    method: 'POST',
    path: '/sapna/v1/invoice/:id/email',
    capability: 'finance',
    tags,
    summary:
      "E-mail the invoice PDF to the termsheet's contact; once sent, 409 with the already-sent notice unless resend with a POC (contactId). UI: 'Tax Invoice Shared successfully!'. Finance/Admin (path ours)",
    params,
    body: invoiceEmailInputSchema,
    response: invoiceNoticeSchema,
  }),
  proformaPdf: defineEndpoint({
    method: 'GET',
    path: '/sapna/v1/termsheet/:id/proforma-invoice',
    capability: 'readSales',
    tags,
    summary:
      'The proforma invoice of a termsheet as a PDF (no serial; not a tax invoice); refused for a cancelled or rejected termsheet, and (409 naming the package) while a discount awaits approval or was rejected unless atListPrice=true (path ours)',
    params,
    query: atListPriceQuerySchema,
    produces: ['application/pdf'],
    response: uncheckedAnswer<Blob>(),
  }),
};
