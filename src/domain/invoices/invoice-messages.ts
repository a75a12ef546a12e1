import { FAILURE_MESSAGES, INVOICE_NOTICES, SUCCESS_MESSAGES } from '../errors/messages';

/** Invoice notices: the spec's texts (001 §8) re-exported, and refusals where the spec gives none (ours). */
export const INVOICE_MESSAGES = {
  taxInvoiceGenerated: SUCCESS_MESSAGES.taxInvoiceGenerated,
  taxInvoiceShared: SUCCESS_MESSAGES.taxInvoiceShared,
  digislateCancelled: SUCCESS_MESSAGES.digislateInvoiceCancelled,
  cancelFailed: FAILURE_MESSAGES.invoiceCancelFailed,
  digislateGenerated: 'Digislate invoice generated',
  alreadySent: INVOICE_NOTICES.alreadySent,
  selectPoc: INVOICE_NOTICES.selectPoc,
  notFound: 'Invoice not found.',
  gstinRequired: 'This legal entity is registered for GST: add its GSTIN (with a valid state code) before generating a tax invoice.',
  recipientStateUnknown: "The recipient's state is unknown: add a billing address in a known city before generating a tax invoice.",
  notInvoiceable: 'A tax invoice can be generated only for an approved or completed termsheet.',
  alreadyGenerated: 'A tax invoice has already been generated for this termsheet.',
  digislateAlreadyGenerated: 'A digislate invoice has already been generated for this termsheet.',
  nothingToInvoice: 'This termsheet has no package with a value to invoice.',
  pocWithoutEmail: 'This point of contact has no e-mail address.',
  pocNotOnAccount: 'Please select a point of contact of this account.',
  nothingDigislate: "This termsheet's milestones have no digislate amount to invoice.",
  creditNoteIssued: 'Credit note issued',
  notATaxInvoice: 'Only a tax invoice can be credited.',
  alreadyCredited: 'This tax invoice has already been credited.',
  onlineOnly: 'Invoices need a connection: generating and e-mailing them works only online.',
} as const;

export const proformaNotAllowedMessage = (statusName: string) => `No proforma invoice for a ${statusName} termsheet.`;

/** Cancelling a termsheet whose tax invoice is live is refused until Finance credits it (issue 48, our choice). */
export const creditBeforeCancelMessage = (serial: string) =>
  `This termsheet has tax invoice ${serial}: Finance must credit it (credit note) before the termsheet can be cancelled.`;
