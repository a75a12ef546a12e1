// Credit notes (CGST Rule 53, issue 48). A tax invoice is credited in full by a credit note: its own gapless
// serial per financial year ('CN/2627/00001'), the particulars copied from the invoice it credits, and the
// invoice becomes 'Credited' (no longer live). A termsheet whose tax invoice is live cannot be cancelled (our
// choice: a GST document is finance's to issue, never a side effect of a seller's click); Finance credits the
// invoice and may cancel the termsheet in the same step (`cancelTermsheet`).
import type { CreditNoteInput, InvoiceNotice } from '../../../domain/invoices/invoice-contract';
import { INVOICE_MESSAGES } from '../../../domain/invoices/invoice-messages';
import { financialYearOf, INVOICE_SERIES, invoiceSerial } from '../../../domain/invoices/serial';
import { conflict } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { cancelTermsheetAfterCredit } from '../termsheets/termsheet-actions.service';
import { assertFinance, invoiceInScopeOr404 } from './invoice-access';
import { presentInvoice } from './invoice-presenter';
import { insertInvoice, nextInvoiceNumber, updateInvoice } from './invoices.repo';

/** POST /sapna/v1/invoice/{id}/credit-note: credit a live tax invoice in full (Finance/Admin). */
export async function creditTaxInvoice(ctx: ServiceContext, invoiceId: number, input: CreditNoteInput): Promise<InvoiceNotice> {
  assertFinance(ctx);
  const invoice = await invoiceInScopeOr404(ctx, invoiceId, { lock: true });
  if (invoice.kind !== 'tax') throw conflict(INVOICE_MESSAGES.notATaxInvoice);
  if (invoice.cancelledAt) throw conflict(INVOICE_MESSAGES.alreadyCredited);
  const credited = await updateInvoice(ctx.tx, invoice.id, { cancelledAt: ctx.now });
  if (input.cancelTermsheet) await cancelTermsheetAfterCredit(ctx, invoice.termsheetId);
  // The counter row last: its lock is held until commit.
  const financialYear = financialYearOf(ctx.now);
  const number = await nextInvoiceNumber(ctx.tx, INVOICE_SERIES.CREDIT, financialYear);
  const { id: _id, sentTo: _sentTo, sentAt: _sentAt, cancelledAt: _cancelledAt, ...particulars } = invoice;
  const note = await insertInvoice(ctx.tx, {
    ...particulars,
    kind: 'credit',
    series: INVOICE_SERIES.CREDIT,
    financialYear,
    number,
    serial: invoiceSerial(INVOICE_SERIES.CREDIT, financialYear, number),
    creditedInvoiceId: invoice.id,
    reason: input.reason,
    createdById: ctx.user.id,
    createdAt: ctx.now,
  });
  return { msg: INVOICE_MESSAGES.creditNoteIssued, invoice: presentInvoice(note, credited) };
}
