import { z } from 'zod';
import { stateNameOf } from '../invoices/gst-states';

/**
 * `invoice` (screen invoice-report, finance): the tax and digislate invoices issued in the range (start of the
 * first day to the end of the last, Asia/Kolkata), newest first, on accounts in the user's scope. The legal entity
 * and GSTIN are the recipient's as copied onto the invoice when it was issued; the place of supply is the state of
 * the invoice. Status: 'Cancelled' once cancelled, else 'Sent' once mailed, else 'Issued' (ours).
 */
export const invoiceReportRowSchema = z.object({
  invoiceId: z.number().int(),
  kind: z.enum(['tax', 'digislate']),
  number: z.string(),
  date: z.string().describe('YYYY-MM-DD, Asia/Kolkata'),
  accountId: z.number().int(),
  legalEntity: z.string(),
  gstin: z.string().nullable(),
  placeOfSupply: z.string(),
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  status: z.enum(['Issued', 'Sent', 'Cancelled']),
  cancelledDate: z.string().nullable().describe('YYYY-MM-DD, Asia/Kolkata'),
});
export type InvoiceReportRow = z.infer<typeof invoiceReportRowSchema>;

export type InvoiceReportRecord = Omit<InvoiceReportRow, 'status' | 'placeOfSupply' | 'kind'> & {
  kind: string;
  placeOfSupplyStateCode: string;
  sent: boolean;
};

export function toInvoiceReportRow({ placeOfSupplyStateCode, sent, ...record }: InvoiceReportRecord): InvoiceReportRow {
  return {
    ...record,
    kind: record.kind === 'digislate' ? 'digislate' : 'tax',
    placeOfSupply: `${stateNameOf(placeOfSupplyStateCode)} (${placeOfSupplyStateCode})`,
    status: record.cancelledDate ? 'Cancelled' : sent ? 'Sent' : 'Issued',
  };
}

export const INVOICE_KIND_LABELS = { tax: 'Tax', digislate: 'Digislate' } as const;

type Cell = string | number | null | undefined;

export const INVOICE_CSV_COLUMNS: readonly (readonly [string, (row: InvoiceReportRow) => Cell])[] = [
  ['Invoice Number', (r) => r.number],
  ['Type', (r) => INVOICE_KIND_LABELS[r.kind]],
  ['Date', (r) => r.date],
  ['Legal Entity', (r) => r.legalEntity],
  ['GSTIN', (r) => r.gstin ?? null],
  ['Place of Supply', (r) => r.placeOfSupply],
  ['Taxable Value', (r) => r.taxableValue.toFixed(2)],
  ['CGST', (r) => r.cgst.toFixed(2)],
  ['SGST', (r) => r.sgst.toFixed(2)],
  ['IGST', (r) => r.igst.toFixed(2)],
  ['Total', (r) => r.total.toFixed(2)],
  ['Status', (r) => r.status],
  ['Cancelled', (r) => r.cancelledDate ?? null],
];
