import type { AppInstance } from '../../http';
import { sendPdf } from '../../lib/pdf/pdf-reply';
import { route } from '../../shared/http/endpoint-route';
import { runService } from '../../shared/http/service-context';
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

/** The invoice endpoints (domain/invoices/invoices.endpoints.ts); the two PDFs are sent through the reply. */
export async function invoicesRoutes(api: AppInstance): Promise<void> {
  const platform = api.deps.config.platform;
  route(api, endpoints.generateTaxInvoice).service((ctx, { query }) => generateTaxInvoice(ctx, query.termsheetId, platform, query.atListPrice));
  route(api, endpoints.generateDigislateInvoice).service((ctx, { query }) => generateDigislateInvoice(ctx, query.termsheetId, platform));
  route(api, endpoints.cancelDigislateInvoice).service((ctx, { params }) => cancelDigislateInvoice(ctx, params.id));
  route(api, endpoints.creditNote).service((ctx, { params, body }) => creditTaxInvoice(ctx, params.id, body));
  route(api, endpoints.ofTermsheet).service((ctx, { query }) => listInvoices(ctx, query.termsheetId));

  route(api, endpoints.pdf).handle(async (request, reply) => {
    const file = await runService(api.db, request, (ctx) => invoicePdf(ctx, request.params.id));
    return sendPdf(reply, file.fileName, file.bytes);
  });
  route(api, endpoints.email).service((ctx, { params, body }) => emailInvoice(ctx, params.id, body, api.deps.mailer));
  route(api, endpoints.proformaPdf).handle(async (request, reply) => {
    const file = await runService(api.db, request, (ctx) => proformaInvoicePdf(ctx, request.params.id, platform, request.query.atListPrice));
    return sendPdf(reply, file.fileName, file.bytes);
  });
}
