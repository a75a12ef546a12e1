import { z } from 'zod';

/** 'credit': a credit note (CGST Rule 53) against a tax invoice (issue 48). */
export const INVOICE_KINDS = ['tax', 'digislate', 'credit'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** A tax invoice credited by a credit note is 'Credited' (no longer live); a cancelled digislate invoice 'Cancelled'. */
export const INVOICE_STATUS_NAMES = { GENERATED: 'Generated', CANCELLED: 'Cancelled', CREDITED: 'Credited' } as const;

const partySchema = z.object({
  name: z.string(),
  gstin: z.string().nullable(),
  stateCode: z.string(),
  stateName: z.string(),
  address: z.string(),
});

const lineSchema = z.object({
  description: z.string(),
  sac: z.string(),
  quantity: z.number().int(),
  /** Rupees (exact to the paisa; computed in integer paise). */
  value: z.number(),
  discount: z.number(),
  taxableValue: z.number(),
});

/** A tax or digislate invoice (CGST Rule 46 particulars), as the routes answer it. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  serial: z.string(),
  financialYear: z.string(),
  invoiceDate: z.string(),
  termsheetId: z.number().int(),
  status: z.enum([INVOICE_STATUS_NAMES.GENERATED, INVOICE_STATUS_NAMES.CANCELLED, INVOICE_STATUS_NAMES.CREDITED]),
  /** A credit note: the tax invoice it credits. */
  creditedInvoice: z.object({ id: z.number().int(), serial: z.string(), invoiceDate: z.string() }).nullable(),
  /** A credit note: why it was issued. */
  reason: z.string().nullable(),
  supplier: partySchema,
  recipient: partySchema.extend({ registered: z.boolean() }),
  placeOfSupply: z.object({ stateCode: z.string(), stateName: z.string() }),
  reverseCharge: z.boolean(),
  sac: z.string(),
  lines: z.array(lineSchema),
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  totalTax: z.number(),
  total: z.number(),
  /** Amounts exact as text too ('1234.50'), for whoever must not read a JSON number. */
  totalText: z.string(),
  sentTo: z.string().nullable(),
  sentAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.object({ results: z.array(invoiceSchema) });

/** POST e-mail a tax invoice: to the termsheet's contact, or (re-send) to the POC chosen. */
export const invoiceEmailInputSchema = z.object({
  contactId: z.number().int().positive().nullish(),
  /** Send again although it was sent before (the 'already sent' notice's re-send via POC). */
  resend: z.boolean().optional(),
});
export type InvoiceEmailInput = z.output<typeof invoiceEmailInputSchema>;

/** POST credit a tax invoice: the reason, and (optionally) cancel its termsheet in the same step. */
export const creditNoteInputSchema = z.object({
  reason: z.string().trim().min(1, { error: 'Please give the reason for the credit note.' }).max(500),
  cancelTermsheet: z.boolean().optional(),
});
export type CreditNoteInput = z.output<typeof creditNoteInputSchema>;

/** A notice answer: the spec's success text plus the invoice it concerns. */
export const invoiceNoticeSchema = z.object({ msg: z.string(), invoice: invoiceSchema });
export type InvoiceNotice = z.infer<typeof invoiceNoticeSchema>;

/** A tax or digislate invoice is generated for an approved (3) or completed (4) termsheet (ours). */
export const INVOICEABLE_TERMSHEET_STATUS_IDS: readonly number[] = [3, 4];
/** No proforma invoice for a cancelled (5) or rejected (6) termsheet (ours). */
export const PROFORMA_REFUSED_TERMSHEET_STATUS_IDS: readonly number[] = [5, 6];
