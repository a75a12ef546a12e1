import { z } from 'zod';
import type { AppInstance } from '../../http';
import { sendPdf } from '../../lib/pdf/pdf-reply';
import { route } from '../../shared/endpoint-route';
import { runService } from '../../shared/service-context';
import { atListPriceQuerySchema } from '../../../domain/termsheets/termsheet-contract';
import { invoiceEndpoints as endpoints } from '../../../domain/invoices/invoices.endpoints';
import { creditTaxInvoice } from './credit-notes.service';
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
const tags = ['invoices'];

/** The invoice endpoints (domain/invoices/invoices.endpoints.ts), and the two PDFs (files: by hand). */
export async function invoicesRoutes(api: AppInstance): Promise<void> {
  const platform = api.deps.config.platform;
  route(api, endpoints.generateTaxInvoice).service((ctx, { query }) => generateTaxInvoice(ctx, query.termsheetId, platform, query.atListPrice));
  route(api, endpoints.generateDigislateInvoice).service((ctx, { query }) => generateDigislateInvoice(ctx, query.termsheetId, platform));
  route(api, endpoints.cancelDigislateInvoice).service((ctx, { params }) => cancelDigislateInvoice(ctx, params.id));
  route(api, endpoints.creditNote).service((ctx, { params, body }) => creditTaxInvoice(ctx, params.id, body));
  route(api, endpoints.ofTermsheet).service((ctx, { query }) => listInvoices(ctx, query.termsheetId));

  api.get(
    '/sapna/v1/invoice/:id/pdf',
    { schema: { tags, summary: 'The invoice as a PDF attachment, from what was written at generation (path ours)', params: idParams } },
    async (request, reply) => {
      const file = await runService(api.db, request, (ctx) => invoicePdf(ctx, request.params.id));
      return sendPdf(reply, file.fileName, file.bytes);
    },
  );

  route(api, endpoints.email).service((ctx, { params, body }) => emailInvoice(ctx, params.id, body, api.deps.mailer));

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
