import { z } from 'zod';
import type { ReportKind } from './report-kinds';

/**
 * Sortable report columns (issue 49): a report's page is ordered by the server over the whole report (never one
 * page at a time), by one of its kind's columns named here, ascending or descending; absent values last either way,
 * and the kind's own order (newest first) among equals, so pages never overlap. The keys are the screen's column
 * keys; the server maps each to its own expression (no text of the request reaches the SQL). A kind with no keys
 * is not sorted. The CSV and the totals keep the report's own order and figures: sorting changes only the page.
 */
export const REPORT_SORT_KEYS = {
  sales: [
    'agent',
    'id',
    'assigned',
    'unique',
    'activity',
    'cold-accounts',
    'cold-value',
    'hot-accounts',
    'hot-value',
    'warm-accounts',
    'warm-value',
    'closed-accounts',
    'closed-value',
  ],
  'sales-opportunity': ['opportunity', 'account', 'agent', 'city', 'packages', 'dealValue', 'collected', 'pending', 'status', 'closed', 'salesMonth'],
  'call-detail': ['agent', 'account', 'opportunity', 'start', 'duration', 'outcome'],
  invoice: ['number', 'type', 'date', 'entity', 'gstin', 'pos', 'taxable', 'cgst', 'sgst', 'igst', 'total', 'status', 'cancelled'],
  'state-movement': ['entity', 'from', 'to', 'who', 'when'],
  'sales-connect': ['opportunity', 'account', 'campaign', 'agent', 'city', 'status', 'dealValue', 'collected', 'pending', 'created'],
} as const satisfies Partial<Record<ReportKind, readonly string[]>>;

type SortableKind = keyof typeof REPORT_SORT_KEYS;
export type ReportSortKey<K extends SortableKind> = (typeof REPORT_SORT_KEYS)[K][number];

export const REPORT_SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type ReportSortDirection = (typeof REPORT_SORT_DIRECTIONS)[number];

export const REPORT_SORT_MESSAGES = {
  /** Our text (the spec has none): a column the kind does not sort by, or a kind that is not sorted. */
  badSort: 'This report cannot be sorted by that column.',
  badDirection: 'The sort direction must be asc or desc.',
} as const;

/** The page's order in its query: `sort` (a column key of the kind) and `dir` (asc by default). */
export const reportSortQuerySchema = z.object({
  sort: z.string().max(60).optional().describe('A column key of the kind (REPORT_SORT_KEYS); checked per kind, else 400'),
  dir: z.enum(REPORT_SORT_DIRECTIONS, { error: REPORT_SORT_MESSAGES.badDirection }).optional(),
});
export type ReportSortQuery = z.infer<typeof reportSortQuerySchema>;

/** The sortable column keys of a kind (none for a kind not sorted). */
export function reportSortKeys(kind: ReportKind): readonly string[] {
  return kind in REPORT_SORT_KEYS ? REPORT_SORT_KEYS[kind as SortableKind] : [];
}

