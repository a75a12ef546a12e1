import { z } from 'zod';
import { addDays, type IsoDate } from '../format/ist-calendar';
import type { CallDetailRow } from './call-detail';
import type { CollectionRow, CollectionTrackerRow } from './collections';
import type { InvoiceReportRow } from './invoice';
import { reportRangeDays, type ReportKind } from './report-kinds';
import type { SalesRow } from './sales';
import type { SalesConnectCsvRow } from './sales-connect';
import type { SalesOpportunityRow } from './sales-opportunity';
import type { ClosureTrendRow, OpportunityFunnelRow } from './trends';

/**
 * A report's totals (issue 49): the figures of a kind that add, summed over every row of the report (not one page),
 * from the same rows its CSV writes, so a screen's totals row and the file's column sums are one figure. Each figure
 * is named by the key of the screen's column it totals. `rows` counts the report's rows (a kind without adding
 * figures, such as state-movement, still has its count).
 */
type Figure<Row> = readonly [key: string, value: (row: Row) => number | null];

const salesFigures: Figure<SalesRow>[] = [
  ['assigned', (r) => r.assignedOpportunities],
  ['unique', (r) => r.uniqueAccounts],
  ['activity', (r) => r.activityDone],
  ...(['cold', 'hot', 'warm', 'closed'] as const).flatMap((b): Figure<SalesRow>[] => [
    [`${b}-accounts`, (r) => r[b].accounts],
    [`${b}-value`, (r) => r[b].dealValue],
  ]),
];

type FiguresOf = {
  sales: Figure<SalesRow>[];
  'sales-opportunity': Figure<SalesOpportunityRow>[];
  'sales-connect': Figure<SalesConnectCsvRow>[];
  'call-detail': Figure<CallDetailRow>[];
  invoice: Figure<InvoiceReportRow>[];
  'state-movement': Figure<never>[];
  collections: Figure<CollectionRow>[];
  'collection-tracker': Figure<CollectionTrackerRow>[];
  'closure-trend': Figure<ClosureTrendRow>[];
  'opportunity-funnel': Figure<OpportunityFunnelRow>[];
};

/** The adding figures of each kind (unique accounts add across agents: an account has one owning agent per deal row). */
export const REPORT_TOTAL_FIGURES: FiguresOf = {
  sales: salesFigures,
  'sales-opportunity': [
    ['dealValue', (r) => r.dealValue],
    ['collected', (r) => r.collectedAmount],
    ['pending', (r) => r.pendingCollectionAmount],
  ],
  'sales-connect': [
    ['dealValue', (r) => r.dealValue],
    ['collected', (r) => r.collectedAmount],
    ['pending', (r) => r.pendingCollectionAmount],
  ],
  'call-detail': [['duration', (r) => r.durationSeconds]],
  invoice: [
    ['taxable', (r) => r.taxableValue],
    ['cgst', (r) => r.cgst],
    ['sgst', (r) => r.sgst],
    ['igst', (r) => r.igst],
    ['total', (r) => r.total],
  ],
  'state-movement': [],
  collections: [
    ['amount', (r) => r.amount],
    ['refunded', (r) => r.refunded],
    ['collected', (r) => r.collected],
  ],
  'collection-tracker': [
    ['amountDue', (r) => r.amountDue],
    ['collected', (r) => r.collected],
    ['pending', (r) => r.pending],
  ],
  'closure-trend': [
    ['closedOpportunities', (r) => r.closedOpportunities],
    ['dealValue', (r) => r.dealValue],
  ],
  'opportunity-funnel': [
    ['opportunities', (r) => r.opportunities],
    ['dealValue', (r) => r.funnelDealValue],
  ],
};

export type ReportTotals = { rows: number; figures: Record<string, number> };

/** Money and counts summed to the paisa (two decimals), so float drift never shows as a difference. */
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A running sum over a report's rows, batch by batch (a CSV-sized report is never held whole). */
export function totalsAccumulator(kind: ReportKind): { add: (rows: readonly unknown[]) => void; result: () => ReportTotals } {
  const figures = REPORT_TOTAL_FIGURES[kind] as readonly Figure<unknown>[];
  const sums: Record<string, number> = Object.fromEntries(figures.map(([key]) => [key, 0]));
  let count = 0;
  return {
    add(rows) {
      count += rows.length;
      for (const row of rows) for (const [key, value] of figures) sums[key] = round2(sums[key]! + (value(row) ?? 0));
    },
    result: () => ({ rows: count, figures: { ...sums } }),
  };
}

/** The totals of these rows (all of a report's rows). */
export function reportTotalsOf(kind: ReportKind, rows: readonly unknown[]): ReportTotals {
  const sum = totalsAccumulator(kind);
  sum.add(rows);
  return sum.result();
}

/**
 * The previous period of a range (the comparison beside each total): as many days, ending the day before `from`
 * (1–31 March → 29 January–28 February in a 31-day step; one day → the day before).
 */
export function previousRange(from: IsoDate, to: IsoDate): { from: IsoDate; to: IsoDate } {
  const days = reportRangeDays(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

const totalsSchema = z.object({ rows: z.number().int(), figures: z.record(z.string(), z.number()) });

/** GET /sapna/v1/reports/{kind}/totals: the range's totals and the previous period's, same filters, same definition. */
export const reportTotalsViewSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: totalsSchema,
  previous: z.object({ from: z.string(), to: z.string(), totals: totalsSchema }),
});
export type ReportTotalsView = z.infer<typeof reportTotalsViewSchema>;
