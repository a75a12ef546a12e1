import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { APPROVED_AMOUNT_STATUS_ID, PAYMENT_STATUS_GROUPS, paymentStatusName } from '../../../domain/payments/statuses';
import type { Tx } from '../../db/client';
import { milestones, opportunities, payments, termsheets } from '../../db/schema/index';
import { paymentModeName } from '../../shared/payment-modes';
import { rupeesOfNumeric } from '../../shared/sql/money-text';
import { offsetPage, type Paged } from '../../shared/http/paged';
import { presentPaymentDetail, type AccountPayment, type PaymentDetail } from '../../../domain/payments/payment-contract';

export type PaymentRow = typeof payments.$inferSelect;
type PaymentRowWithMilestone = Omit<PaymentRow, 'originalPaymentId' | 'domainId' | 'accountId' | 'opportunityId'> & { milestoneName: string };

const paymentWithMilestoneName = {
  id: payments.id,
  milestoneId: payments.milestoneId,
  amount: payments.amount,
  modeOfPaymentId: payments.modeOfPaymentId,
  yesBankResponseId: payments.yesBankResponseId,
  paymentType: payments.paymentType,
  statusId: payments.statusId,
  pinCode: payments.pinCode,
  referenceNumber: payments.referenceNumber,
  paymentDate: payments.paymentDate,
  apiVersion: payments.apiVersion,
  sendToRcm: payments.sendToRcm,
  createdById: payments.createdById,
  clientId: payments.clientId,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
  version: payments.version,
  milestoneName: milestones.name,
};

export function toPaymentDetail(row: PaymentRowWithMilestone): PaymentDetail {
  return presentPaymentDetail({
    ...row,
    amount: rupeesOfNumeric(row.amount),
    modeOfPaymentName: paymentModeName(row.modeOfPaymentId),
    statusName: paymentStatusName(row.statusId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** The payments the condition selects with their milestone's name, oldest first. */
async function paymentDetailsWhere(tx: Tx, where: SQL): Promise<PaymentDetail[]> {
  const rows = await tx
    .select(paymentWithMilestoneName)
    .from(payments)
    .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
    .where(where)
    .orderBy(asc(payments.id));
  return rows.map(toPaymentDetail);
}

/** The payments of some milestones, oldest first. */
export async function paymentsOfMilestones(tx: Tx, milestoneIds: number[]): Promise<PaymentDetail[]> {
  return milestoneIds.length === 0 ? [] : paymentDetailsWhere(tx, inArray(payments.milestoneId, milestoneIds));
}

export async function paymentDetailById(tx: Tx, paymentId: number): Promise<PaymentDetail | null> {
  const [detail] = await paymentDetailsWhere(tx, eq(payments.id, paymentId));
  return detail ?? null;
}

export type PaymentTotals = { approved: string; pending: string };

/**
 * A milestone's approvedPaymentAmount (status 6) and pendingPaymentAmount (the pending group), summed by
 * PostgreSQL in numeric, so they are exact (spec 001 §3, §4).
 */
export async function paymentTotalsOfMilestones(tx: Tx, milestoneIds: number[]): Promise<Map<number, PaymentTotals>> {
  const totals = new Map<number, PaymentTotals>();
  if (milestoneIds.length === 0) return totals;
  const pending = sql.join(PAYMENT_STATUS_GROUPS.pending.map((statusId) => sql`${statusId}`), sql`, `);
  const rows = await tx
    .select({
      milestoneId: payments.milestoneId,
      approved: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.statusId} = ${APPROVED_AMOUNT_STATUS_ID}), 0)::numeric(14,2)::text`,
      pending: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.statusId} in (${pending})), 0)::numeric(14,2)::text`,
    })
    .from(payments)
    .where(inArray(payments.milestoneId, milestoneIds))
    .groupBy(payments.milestoneId);
  for (const row of rows) totals.set(row.milestoneId, { approved: row.approved, pending: row.pending });
  return totals;
}

export async function paymentByClientId(tx: Tx, clientId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.clientId, clientId));
  return row ?? null;
}

export async function paymentRowById(tx: Tx, paymentId: number, opts: { lock?: boolean } = {}): Promise<PaymentRow | null> {
  const query = tx.select().from(payments).where(eq(payments.id, paymentId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Payments whose status is outside the rejected group (they still hold money against the milestone). */
export async function countLivePayments(tx: Tx, milestoneId: number): Promise<number> {
  const rejected = sql.join(PAYMENT_STATUS_GROUPS.rejected.map((statusId) => sql`${statusId}`), sql`, `);
  const [row] = await tx
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.milestoneId, milestoneId), sql`${payments.statusId} not in (${rejected})`));
  return Number(row?.n ?? 0);
}

export async function hasPaymentInStatuses(tx: Tx, milestoneId: number, statusIds: readonly number[]): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.milestoneId, milestoneId), inArray(payments.statusId, [...statusIds])))
    .limit(1);
  return row !== undefined;
}

/**
 * GET /sapna/v3/payment/{accountId}?modeId: an account's payments, newest first. Walks the indexed chain
 * opportunities(account_id) → termsheets(opportunity_id) → milestones(termsheet_id) → payments(milestone_id).
 */
export async function paymentsOfAccount(
  tx: Tx,
  accountId: number,
  filter: { modeId?: number | undefined; page: number; size: number },
): Promise<Paged<AccountPayment>> {
  const where = and(
    eq(opportunities.accountId, accountId),
    filter.modeId === undefined ? undefined : eq(payments.modeOfPaymentId, filter.modeId),
  );
  return offsetPage(
    filter,
    tx
      .select({ ...paymentWithMilestoneName, termsheetId: termsheets.id, opportunityId: opportunities.id, accountId: opportunities.accountId })
      .from(payments)
      .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
      .innerJoin(termsheets, eq(termsheets.id, milestones.termsheetId))
      .innerJoin(opportunities, eq(opportunities.id, termsheets.opportunityId))
      .where(where)
      .orderBy(desc(payments.id)),
    tx
      .select({ n: count() })
      .from(payments)
      .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
      .innerJoin(termsheets, eq(termsheets.id, milestones.termsheetId))
      .innerJoin(opportunities, eq(opportunities.id, termsheets.opportunityId))
      .where(where),
    (rows) => rows.map((row) => ({ ...toPaymentDetail(row), termsheetId: row.termsheetId, opportunityId: row.opportunityId, accountId: row.accountId })),
  );
}
