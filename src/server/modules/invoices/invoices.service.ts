import { decimalTextOfPaise, gstSplit, invoiceLineOf, paiseOfDecimalText, taxableOfLines, type InvoiceLine } from '../../../domain/invoices/gst';
import {
  INVOICEABLE_TERMSHEET_STATUS_IDS,
  PROFORMA_REFUSED_TERMSHEET_STATUS_IDS,
  type Invoice,
  type InvoiceEmailInput,
  type InvoiceNotice,
} from '../../../domain/invoices/invoice-contract';
import { INVOICE_MESSAGES, proformaNotAllowedMessage } from '../../../domain/invoices/invoice-messages';
import { financialYearOf, INVOICE_SERIES, invoiceSerial } from '../../../domain/invoices/serial';
import { INVOICE_SAC, REVERSE_CHARGE, SUPPLIERS } from '../../../domain/invoices/supplier';
import { termsheetStatusName } from '../../../domain/termsheets/statuses';
import { badRequest, conflict, notFound, unprocessable } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { ServiceContext } from '../../shared/http/service-context';
import { assertCanRead, findTermsheetInScope } from '../termsheets/termsheet-access.service';
import { assertDocumentDiscounts, pocOfAccount, termsheetDocumentOf, type TermsheetDocument } from '../termsheets/termsheet-document.service';
import { recipientOf } from './invoice-parties';
import { assertFinance, documentOfRow, invoiceInScopeOr404 } from './invoice-access';
import { renderInvoicePdf } from './invoice-pdf';
import { presentInvoice, storedLinesText } from './invoice-presenter';
import {
  activeInvoiceOfTermsheet,
  insertInvoice,
  invoiceById,
  invoicesOfTermsheet,
  nextInvoiceNumber,
  updateInvoice,
  type InvoiceRow,
} from './invoices.repo';

export type Platform = 'housing' | 'makaan';
export type PdfFile = { fileName: string; bytes: Buffer };

/** One line per package of the termsheet: sales price and discount (as approved) per unit, times quantity. */
function linesOfTermsheet(doc: TermsheetDocument): InvoiceLine[] {
  return doc.packages.map((p) =>
    invoiceLineOf({
      description: `${p.packageName} (${p.validityDays} days)`,
      sac: INVOICE_SAC,
      quantity: p.quantity,
      unitPricePaise: paiseOfDecimalText(p.salesPrice),
      unitDiscountPaise: paiseOfDecimalText(p.discount),
    }),
  );
}

/**
 * The digislate invoice is its own document (issue 48): one line per milestone with a digislate amount, for that
 * amount only (never the termsheet's full value again).
 */
function digislateLinesOf(doc: TermsheetDocument): InvoiceLine[] {
  return doc.milestones
    .filter((m) => m.digislateAmount !== null && paiseOfDecimalText(m.digislateAmount) > 0n)
    .map((m) =>
      invoiceLineOf({
        description: `Digislate: ${m.name}`,
        sac: INVOICE_SAC,
        quantity: 1,
        unitPricePaise: paiseOfDecimalText(m.digislateAmount ?? '0'),
        unitDiscountPaise: 0n,
      }),
    );
}

/** Refusals first, then the counter row last (its lock is held until commit, so it is taken as late as can be). */
async function generateInvoice(ctx: ServiceContext, termsheetId: number, kind: 'tax' | 'digislate', platform: Platform, atListPrice?: boolean): Promise<Invoice> {
  assertFinance(ctx);
  const doc = await termsheetDocumentOf(ctx, termsheetId, { lock: true });
  if (!INVOICEABLE_TERMSHEET_STATUS_IDS.includes(doc.termsheet.statusId)) throw conflict(INVOICE_MESSAGES.notInvoiceable);
  if (kind === 'tax') assertDocumentDiscounts(doc, atListPrice);
  if (await activeInvoiceOfTermsheet(ctx.tx, termsheetId, kind)) {
    throw conflict(kind === 'tax' ? INVOICE_MESSAGES.alreadyGenerated : INVOICE_MESSAGES.digislateAlreadyGenerated);
  }
  const recipient = recipientOf(doc.legalEntity);
  const lines = kind === 'digislate' ? digislateLinesOf(doc) : linesOfTermsheet(doc);
  const taxable = taxableOfLines(lines);
  if (taxable <= 0n) throw unprocessable(kind === 'digislate' ? INVOICE_MESSAGES.nothingDigislate : INVOICE_MESSAGES.nothingToInvoice);
  const supplier = SUPPLIERS[platform];
  const split = gstSplit(taxable, supplier.stateCode, recipient.stateCode);
  const series = kind === 'tax' ? INVOICE_SERIES.TAX : INVOICE_SERIES.DIGISLATE;
  const financialYear = financialYearOf(ctx.now);
  const number = await nextInvoiceNumber(ctx.tx, series, financialYear);
  const row = await insertInvoice(ctx.tx, {
    kind,
    series,
    financialYear,
    number,
    serial: invoiceSerial(series, financialYear, number),
    termsheetId,
    accountId: doc.opportunity.accountId,
    legalEntityId: doc.termsheet.accountLegalEntityId,
    supplierName: supplier.name,
    supplierGstin: supplier.gstin,
    supplierStateCode: supplier.stateCode,
    supplierAddress: supplier.address,
    recipientName: recipient.name,
    recipientGstin: recipient.gstin,
    recipientStateCode: recipient.stateCode,
    recipientAddress: recipient.address,
    recipientRegistered: recipient.registered,
    placeOfSupplyStateCode: recipient.stateCode,
    reverseCharge: REVERSE_CHARGE,
    sac: INVOICE_SAC,
    lines: storedLinesText(lines),
    taxableValue: decimalTextOfPaise(split.taxablePaise),
    cgst: decimalTextOfPaise(split.cgstPaise),
    sgst: decimalTextOfPaise(split.sgstPaise),
    igst: decimalTextOfPaise(split.igstPaise),
    total: decimalTextOfPaise(split.totalPaise),
    createdById: ctx.user.id,
    createdAt: ctx.now,
  });
  return presentInvoice(row);
}

/** POST /sapna/v1/invoice/tax-invoice?termsheetId. */
export async function generateTaxInvoice(ctx: ServiceContext, termsheetId: number, platform: Platform, atListPrice?: boolean): Promise<InvoiceNotice> {
  return { msg: INVOICE_MESSAGES.taxInvoiceGenerated, invoice: await generateInvoice(ctx, termsheetId, 'tax', platform, atListPrice) };
}

/** POST /sapna/v1/invoice/generate-digislate-invoice?termsheetId (spec 001 §7). */
export async function generateDigislateInvoice(ctx: ServiceContext, termsheetId: number, platform: Platform): Promise<InvoiceNotice> {
  return { msg: INVOICE_MESSAGES.digislateGenerated, invoice: await generateInvoice(ctx, termsheetId, 'digislate', platform) };
}

/**
 * DELETE /sapna/v1/digislate-invoice/{id}: cancels (never deletes: its serial stays taken, the series gapless).
 * Cancelling one already cancelled is 'Invoice cancelation failed' (409).
 */
export async function cancelDigislateInvoice(ctx: ServiceContext, id: number): Promise<InvoiceNotice> {
  assertFinance(ctx);
  const row = await invoiceInScopeOr404(ctx, id, { lock: true });
  if (row.kind !== 'digislate') throw notFound(INVOICE_MESSAGES.notFound);
  if (row.cancelledAt) throw conflict(INVOICE_MESSAGES.cancelFailed);
  const cancelled = await updateInvoice(ctx.tx, id, { cancelledAt: ctx.now });
  return { msg: INVOICE_MESSAGES.digislateCancelled, invoice: presentInvoice(cancelled) };
}

/** GET /sapna/v1/invoice?termsheetId: the termsheet's invoices, oldest first. */
export async function listInvoices(ctx: ServiceContext, termsheetId: number): Promise<{ results: Invoice[] }> {
  assertCanRead(ctx);
  const ref = await findTermsheetInScope(ctx, termsheetId);
  if (!ref) throw notFound('Termsheet not found.');
  const rows = await invoicesOfTermsheet(ctx.tx, termsheetId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { results: rows.map((row) => presentInvoice(row, row.creditedInvoiceId === null ? null : (byId.get(row.creditedInvoiceId) ?? null))) };
}

const fileNameOf = (row: InvoiceRow) => `${row.kind === 'credit' ? 'Credit-Note' : 'Invoice'}-${row.serial.replaceAll('/', '-')}.pdf`;

/** GET /sapna/v1/invoice/{id}/pdf: the stored invoice as a PDF (rendered from what was written at generation). */
export async function invoicePdf(ctx: ServiceContext, id: number): Promise<PdfFile> {
  assertCanRead(ctx);
  const row = await invoiceInScopeOr404(ctx, id);
  const credited = row.creditedInvoiceId === null ? null : await invoiceById(ctx.tx, row.creditedInvoiceId);
  return { fileName: fileNameOf(row), bytes: await renderInvoicePdf(documentOfRow(row, credited)) };
}

/**
 * POST /sapna/v1/invoice/{id}/email: mails the invoice PDF to the termsheet's contact. Once sent, sending again
 * needs `resend` and a POC (spec 002 §8's notices: already sent, select a POC). The mail is sent inside the
 * transaction, so a failed send records nothing.
 */
export async function emailInvoice(ctx: ServiceContext, id: number, input: InvoiceEmailInput, mailer: Mailer): Promise<InvoiceNotice> {
  assertFinance(ctx);
  const row = await invoiceInScopeOr404(ctx, id, { lock: true });
  if (row.cancelledAt || row.kind === 'credit') throw conflict(INVOICE_MESSAGES.cancelFailed);
  if (row.sentAt && !input.resend) throw conflict(INVOICE_MESSAGES.alreadySent);
  if (input.resend && input.contactId == null) throw badRequest(INVOICE_MESSAGES.selectPoc);
  const doc = await termsheetDocumentOf(ctx, row.termsheetId);
  const recipient = input.contactId != null ? await pocOfAccount(ctx, input.contactId, row.accountId) : doc.contact;
  if (input.contactId != null && !recipient) throw badRequest(INVOICE_MESSAGES.pocNotOnAccount);
  if (!recipient) throw badRequest(INVOICE_MESSAGES.selectPoc);
  if (!recipient.email) throw badRequest(INVOICE_MESSAGES.pocWithoutEmail);
  const bytes = await renderInvoicePdf(documentOfRow(row));
  await mailer.send({
    to: recipient.email,
    subject: `${row.kind === 'digislate' ? 'Digislate invoice' : 'Tax invoice'} ${row.serial} from ${row.supplierName}`,
    text: `Dear ${recipient.name},\n\nPlease find attached ${row.kind === 'digislate' ? 'digislate invoice' : 'tax invoice'} ${row.serial} for termsheet #${row.termsheetId}.\n`,
    attachments: [{ filename: fileNameOf(row), content: bytes, contentType: 'application/pdf' }],
  });
  const sent = await updateInvoice(ctx.tx, id, { sentTo: recipient.email, sentAt: ctx.now });
  return { msg: INVOICE_MESSAGES.taxInvoiceShared, invoice: presentInvoice(sent) };
}

/** GET /sapna/v1/termsheet/{id}/proforma-invoice: the same particulars, no serial, not a tax invoice. */
export async function proformaInvoicePdf(ctx: ServiceContext, termsheetId: number, platform: Platform, atListPrice?: boolean): Promise<PdfFile> {
  assertCanRead(ctx);
  const doc = await termsheetDocumentOf(ctx, termsheetId);
  if (PROFORMA_REFUSED_TERMSHEET_STATUS_IDS.includes(doc.termsheet.statusId)) throw conflict(proformaNotAllowedMessage(termsheetStatusName(doc.termsheet.statusId)));
  assertDocumentDiscounts(doc, atListPrice);
  const recipient = recipientOf(doc.legalEntity);
  const supplier = SUPPLIERS[platform];
  const lines = linesOfTermsheet(doc);
  const bytes = await renderInvoicePdf({
    title: 'PROFORMA INVOICE',
    serial: null,
    date: ctx.now,
    termsheetId,
    supplier,
    recipient,
    placeOfSupplyStateCode: recipient.stateCode,
    reverseCharge: REVERSE_CHARGE,
    sac: INVOICE_SAC,
    lines,
    split: gstSplit(taxableOfLines(lines), supplier.stateCode, recipient.stateCode),
  });
  return { fileName: `Proforma-Invoice-Termsheet-${termsheetId}.pdf`, bytes };
}
