import { z } from 'zod';
import { dueOf } from '../money/ledger';

/**
 * The restricted kinds of spec 000 §6 (RCM_USER and Ticketing only) built so far: `collections` and
 * `collection-tracker`. Our reading where the spec names them only:
 * - collections: the ledger's "collected in a period" (src/domain/money/ledger.ts): each approved payment (6, and 10
 *   / 14 once refunded) dated in the range, its day being the payment date, else the day it was recorded (Asia/Kolkata);
 *   its amount, the refunds recorded on it and what it collected (amount − refunded, incl. GST); newest first;
 * - collection-tracker: each active milestone falling due in the range (its start date), the amount due, what has
 *   been collected against it (its approved payments) and what is pending; 'Collected', 'Part collected', 'Due'
 *   or 'Overdue' (due before today, Asia/Kolkata, and not collected in full).
 * Both count only payments and milestones whose opportunity is in the user's scope (the whole brand for these roles).
 */
export const collectionRowSchema = z.object({
  paymentId: z.number().int(),
  collectedOn: z.string().describe('YYYY-MM-DD, Asia/Kolkata'),
  accountId: z.number().int(),
  accountName: z.string(),
  opportunityId: z.number().int(),
  opportunityName: z.string(),
  agentName: z.string().nullable(),
  amount: z.number().describe("The payment's amount, incl. GST"),
  refunded: z.number().describe('Refunds recorded on the payment'),
  collected: z.number().describe('amount − refunded: what the payment collected (the ledger), incl. GST'),
  mode: z.string(),
  referenceNumber: z.string().nullable(),
});
export type CollectionRow = z.infer<typeof collectionRowSchema>;

export const COLLECTION_TRACKER_STATUSES = ['Collected', 'Part collected', 'Due', 'Overdue'] as const;

export const collectionTrackerRowSchema = z.object({
  milestoneId: z.number().int(),
  milestoneName: z.string(),
  dueDate: z.string().describe('YYYY-MM-DD'),
  termsheetId: z.number().int(),
  opportunityId: z.number().int(),
  opportunityName: z.string(),
  accountName: z.string(),
  agentName: z.string().nullable(),
  amountDue: z.number(),
  collected: z.number(),
  pending: z.number(),
  trackerStatus: z.enum(COLLECTION_TRACKER_STATUSES),
});
export type CollectionTrackerRow = z.infer<typeof collectionTrackerRowSchema>;

export type CollectionTrackerRecord = Omit<CollectionTrackerRow, 'pending' | 'trackerStatus'>;

export function toCollectionTrackerRow(record: CollectionTrackerRecord, today: string): CollectionTrackerRow {
  // amountDue is the milestone's amount + GST and collected its payments less refunds, both incl. GST (the ledger).
  const pending = dueOf(record.amountDue, record.collected).pendingCollection;
  const trackerStatus = pending === 0 ? 'Collected' : record.dueDate < today ? 'Overdue' : record.collected > 0 ? 'Part collected' : 'Due';
  return { ...record, pending, trackerStatus };
}

type Cell = string | number | null | undefined;

export const COLLECTION_CSV_COLUMNS: readonly (readonly [string, (row: CollectionRow) => Cell])[] = [
  ['Payment Id', (r) => r.paymentId],
  ['Collected On', (r) => r.collectedOn],
  ['Account', (r) => r.accountName],
  ['Opportunity', (r) => r.opportunityName],
  ['Agent', (r) => r.agentName ?? null],
  ['Amount', (r) => r.amount.toFixed(2)],
  ['Refunded', (r) => r.refunded.toFixed(2)],
  ['Collected', (r) => r.collected.toFixed(2)],
  ['Mode', (r) => r.mode],
  ['Reference', (r) => r.referenceNumber ?? null],
];

export const COLLECTION_TRACKER_CSV_COLUMNS: readonly (readonly [string, (row: CollectionTrackerRow) => Cell])[] = [
  ['Milestone Id', (r) => r.milestoneId],
  ['Milestone', (r) => r.milestoneName],
  ['Due Date', (r) => r.dueDate],
  ['Termsheet Id', (r) => r.termsheetId],
  ['Opportunity', (r) => r.opportunityName],
  ['Account', (r) => r.accountName],
  ['Agent', (r) => r.agentName ?? null],
  ['Amount Due', (r) => r.amountDue.toFixed(2)],
  ['Collected', (r) => r.collected.toFixed(2)],
  ['Pending', (r) => r.pending.toFixed(2)],
  ['Status', (r) => r.trackerStatus],
];
