import { z } from 'zod';
import { isIsoDate } from '../format/ist-calendar';
import { TABLE_SIZE } from '../reference/limits';
import { PAYMENT_STATUS_GROUPS, type PaymentStatusGroup } from './statuses';

/** The status groups the payment list filters by: exactly the spec's (001 §4), in its order. */
export const PAYMENT_STATUS_GROUP_KEYS = Object.keys(PAYMENT_STATUS_GROUPS) as PaymentStatusGroup[];

export const PAYMENT_STATUS_GROUP_LABELS: Record<PaymentStatusGroup, string> = {
  sentBackToRam: 'Sent back to RAM',
  pending: 'Pending',
  rejected: 'Rejected',
  reviveOrRecollect: 'Recollect or revive allowed',
  approved: 'Approved',
  rejectedAfterApproval: 'Rejected after approval',
  refunded: 'Refunded',
};

/** The list's page size: the spec's table size (10). */
export const PAYMENT_LIST_PAGE_SIZE = TABLE_SIZE;
/** The CSV export stops here and says so (the rest needs a narrower filter). */
export const PAYMENT_CSV_MAX_ROWS = 50_000;

export const PAYMENT_LIST_MESSAGES = {
  badDate: 'Please enter a valid date.',
  fromAfterTo: 'The start date must not be after the end date.',
} as const;

const day = z
  .string()
  .trim()
  .refine((value) => isIsoDate(value), PAYMENT_LIST_MESSAGES.badDate);

/**
 * The payment list's filters (query of GET /sapna/v1/payment/key-search and its CSV). `q` is the key: a number is a
 * payment, account, opportunity or milestone id; text is a reference number or bank response id (exact, any case).
 * `from`/`to` are Kolkata days: the range runs from the start of `from` to the end of `to` (spec 000 §9) and is
 * matched against when the payment was recorded.
 */
export const paymentListFilterSchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    statusGroup: z.enum(PAYMENT_STATUS_GROUP_KEYS as [PaymentStatusGroup, ...PaymentStatusGroup[]]).optional(),
    modeId: z.coerce.number().int().positive().max(1_000_000).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((f) => !(f.from && f.to && f.from > f.to), { message: PAYMENT_LIST_MESSAGES.fromAfterTo, path: ['to'] });
export type PaymentListFilter = z.infer<typeof paymentListFilterSchema>;

export const paymentListRowSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  statusId: z.number().int(),
  statusName: z.string(),
  modeOfPaymentId: z.number().int(),
  modeOfPaymentName: z.string(),
  paymentType: z.string(),
  referenceNumber: z.string().nullable(),
  paymentDate: z.string().nullable(),
  milestoneId: z.number().int(),
  milestoneName: z.string(),
  termsheetId: z.number().int(),
  opportunityId: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  createdAt: z.string(),
});
export type PaymentListRow = z.infer<typeof paymentListRowSchema>;

/** The CSV's columns, in order (header, value). */
export const PAYMENT_CSV_COLUMNS: readonly (readonly [string, (row: PaymentListRow) => string | number | null])[] = [
  ['paymentId', (r) => r.id],
  ['amount', (r) => r.amount.toFixed(2)],
  ['status', (r) => r.statusName],
  ['statusId', (r) => r.statusId],
  ['modeOfPayment', (r) => r.modeOfPaymentName],
  ['paymentType', (r) => r.paymentType],
  ['referenceNumber', (r) => r.referenceNumber],
  ['paymentDate', (r) => r.paymentDate],
  ['milestoneId', (r) => r.milestoneId],
  ['milestoneName', (r) => r.milestoneName],
  ['termsheetId', (r) => r.termsheetId],
  ['opportunityId', (r) => r.opportunityId],
  ['accountId', (r) => r.accountId],
  ['accountName', (r) => r.accountName],
  ['recordedAt', (r) => r.createdAt],
];
