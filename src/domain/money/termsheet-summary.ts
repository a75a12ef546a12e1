import { z } from 'zod';
import { TAX_BASIS } from './ledger';

/**
 * A termsheet's summary band (issue 48): its ledger (ledger.ts: its package mappings at approved prices and the
 * payments of its live milestones) and what its live tax invoices bill. Each figure with its tax basis.
 *
 * - order value: the packages at list price (excl. GST); discount approved and pending (excl. GST, ledger.ts rule);
 * - GST on the net value; receivable = net + GST (incl. GST);
 * - invoiced: Σ totals of its tax invoices not credited (incl. GST: an invoice bills the tax);
 * - collected, refunded, due (pending collection) and over-collected: incl. GST (payments carry the tax).
 */
export const TERMSHEET_SUMMARY_FIGURES = [
  'orderValue',
  'discountApproved',
  'discountPending',
  'netValue',
  'gst',
  'receivable',
  'invoiced',
  'collected',
  'refunded',
  'pendingCollection',
  'overCollected',
] as const;
export type TermsheetSummaryFigure = (typeof TERMSHEET_SUMMARY_FIGURES)[number];

export const TERMSHEET_SUMMARY_BASIS: Record<TermsheetSummaryFigure, (typeof TAX_BASIS)[keyof typeof TAX_BASIS]> = {
  orderValue: TAX_BASIS.excl,
  discountApproved: TAX_BASIS.excl,
  discountPending: TAX_BASIS.excl,
  netValue: TAX_BASIS.excl,
  gst: TAX_BASIS.excl,
  receivable: TAX_BASIS.incl,
  invoiced: TAX_BASIS.incl,
  collected: TAX_BASIS.incl,
  refunded: TAX_BASIS.incl,
  pendingCollection: TAX_BASIS.incl,
  overCollected: TAX_BASIS.incl,
};

export const TERMSHEET_SUMMARY_LABELS: Record<TermsheetSummaryFigure, string> = {
  orderValue: 'Order value',
  discountApproved: 'Discount approved',
  discountPending: 'Discount pending',
  netValue: 'Net value',
  gst: 'GST',
  receivable: 'Receivable',
  invoiced: 'Invoiced',
  collected: 'Collected',
  refunded: 'Refunded',
  pendingCollection: 'Due',
  overCollected: 'Over-collected',
};

const rupees = z.number();
/** GET /sapna/v1/termsheet/{id}/summary (ours): the band's figures in rupees. */
export const termsheetSummarySchema = z.object({
  termsheetId: z.number().int(),
  orderValue: rupees,
  discountApproved: rupees,
  discountPending: rupees,
  netValue: rupees,
  gst: rupees,
  receivable: rupees,
  invoiced: rupees,
  collected: rupees,
  refunded: rupees,
  pendingCollection: rupees,
  overCollected: rupees,
});
export type TermsheetSummary = z.infer<typeof termsheetSummarySchema>;
