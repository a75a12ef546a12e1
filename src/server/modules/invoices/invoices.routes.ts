import { z } from 'zod';
import type { AppInstance } from '../../http';
import { sendPdf } from '../../lib/pdf/pdf-reply';
import { runService } from '../../shared/service-context';
import { atListPriceQuerySchema } from '../../../domain/termsheets/termsheet-contract';
import { creditTaxInvoice } from './credit-notes.service';
import { creditNoteInputSchema, invoiceEmailInputSchema, invoiceListSchema, invoiceNoticeSchema } from '../../../domain/invoices/invoice-contract';
import {
  cancelDigislateInvoice,
  emailInvoice,
  generateDigislateInvoice,
  generateTaxInvoice,
  invoicePdf,
  listInvoices,
  proformaInvoicePdf,
} from './invoices.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const termsheetQuery = z.object({ termsheetId: z.coerce.number().int().positive() });
const tags = ['invoices'];

/**
 * Tax, digislate and proforma invoices of a termsheet. The spec names the digislate paths (001 §7); the others are
 * "not shown" there and ours, in the same style. Generation and e-mail are Finance/Admin (PERMISSIONS.md).
 */
export async function invoicesRoutes(api: AppInstance): Promise<void> {
  const platform = api.deps.config.platform;

  api.post(
    '/sapna/v1/invoice/tax-invoice',
    {
      schema: {
        tags,
        summary:
          "Generate the tax invoice of an approved or completed termsheet (CGST Rule 46 particulars, serial per financial year). Finance/Admin. UI: 'Tax Invoice generated successfully.' (path ours)",
        querystring: termsheetQuery.extend(atListPriceQuerySchema.shape),
        response: { 200: invoiceNoticeSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => generateTaxInvoice(ctx, request.query.termsheetId, platform, request.query.atListPrice)),
  );

  api.post(
    '/sapna/v1/invoice/generate-digislate-invoice',
    {
      schema: {
        tags,
        summary: 'Generate the digislate invoice of an approved or completed termsheet (its own serial series). Finance/Admin',
        querystring: termsheetQuery,
        response: { 200: invoiceNoticeSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => generateDigislateInvoice(ctx, request.query.termsheetId, platform)),
  );

  api.delete(
    '/sapna/v1/digislate-invoice/:id',
    {
      schema: {
        tags,
        summary: "Cancel a digislate invoice (kept, serial not reused). UI: 'Digislate invoice cancelled'; 409 'Invoice cancelation failed' when already cancelled. Finance/Admin",
        params: idParams,
        response: { 200: invoiceNoticeSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => cancelDigislateInvoice(ctx, request.params.id)),
  );

  api.post(
    '/sapna/v1/invoice/:id/credit-note',
    {
      schema: {
        tags,
        summary:
          "Credit a live tax invoice in full by a credit note (CGST Rule 53; its own serial per financial year, 'CN/2627/00001'); the invoice becomes Credited; cancelTermsheet cancels its termsheet in the same step. UI: 'Credit note issued'. Finance/Admin (path ours)",
        params: idParams,
        body: creditNoteInputSchema,
        response: { 200: invoiceNoticeSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => creditTaxInvoice(ctx, request.params.id, request.body)),
  );

  api.get(
    '/sapna/v1/invoice',
    {
      schema: { tags, summary: "A termsheet's invoices (tax and digislate, cancelled ones included), oldest first (path ours)", querystring: termsheetQuery, response: { 200: invoiceListSchema } },
    },
    async (request) => runService(api.db, request, (ctx) => listInvoices(ctx, request.query.termsheetId)),
  );

  api.get(
    '/sapna/v1/invoice/:id/pdf',
    { schema: { tags, summary: 'The invoice as a PDF attachment, from what was written at generation (path ours)', params: idParams } },
    async (request, reply) => {
      const file = await runService(api.db, request, (ctx) => invoicePdf(ctx, request.params.id));
      return sendPdf(reply, file.fileName, file.bytes);
    },
  );

  api.post(
    '/sapna/v1/invoice/:id/email',
    {
      schema: {
        tags,
        summary:
          "E-mail the invoice PDF to the termsheet's contact; once sent, 409 with the already-sent notice unless resend with a POC (contactId). UI: 'Tax Invoice Shared successfully!'. Finance/Admin (path ours)",
        params: idParams,
        body: invoiceEmailInputSchema,
        response: { 200: invoiceNoticeSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => emailInvoice(ctx, request.params.id, request.body, api.deps.mailer)),
  );

  api.get(
    '/sapna/v1/termsheet/:id/proforma-invoice',
    {
      schema: {
        tags,
        summary:
          'The proforma invoice of a termsheet as a PDF (no serial; not a tax invoice); refused for a cancelled or rejected termsheet, and (409 naming the package) while a discount awaits approval or was rejected unless atListPrice=true (path ours)',
        params: idParams,
        querystring: atListPriceQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await runService(api.db, request, (ctx) => proformaInvoicePdf(ctx, request.params.id, platform, request.query.atListPrice));
      return sendPdf(reply, file.fileName, file.bytes);
    },
  );
}
