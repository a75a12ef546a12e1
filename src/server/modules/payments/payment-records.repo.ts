// Refunds and recollections of a payment (its documents are the document store's: payment-documents.service.ts).
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Refund } from '../../../domain/payments/payment-details';
import type { Tx } from '../../db/client';
import { payments, refunds, users } from '../../db/schema/index';
import { rupeesOfNumeric } from '../../shared/sql/money-text';
import { userDisplayName } from '../../shared/sql/user-names.sql';

/** The payment that recollected or represented this one, if any. */
export async function recollectionOf(tx: Tx, paymentId: number): Promise<number | null> {
  const [row] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.originalPaymentId, paymentId)).limit(1);
  return row?.id ?? null;
}

const refundColumns = {
  id: refunds.id,
  paymentId: refunds.paymentId,
  milestoneId: refunds.milestoneId,
  amount: refunds.amount,
  remark: refunds.remark,
  createdByName: userDisplayName(),
  createdAt: refunds.createdAt,
};

function toRefund(r: { id: number; paymentId: number; milestoneId: number; amount: string; remark: string | null; createdByName: string; createdAt: Date }): Refund {
  return { ...r, amount: rupeesOfNumeric(r.amount), createdByName: r.createdByName || null, createdAt: r.createdAt.toISOString() };
}

/** The refunds the condition selects, oldest first. */
async function refundsWhere(tx: Tx, where: SQL): Promise<Refund[]> {
  const rows = await tx.select(refundColumns).from(refunds).leftJoin(users, eq(users.id, refunds.createdById)).where(where).orderBy(asc(refunds.id));
  return rows.map(toRefund);
}

export function refundsOfPayment(tx: Tx, paymentId: number): Promise<Refund[]> {
  return refundsWhere(tx, eq(refunds.paymentId, paymentId));
}

/** Refunds of some milestones, oldest first (the termsheet page shows them under each milestone). */
export async function refundsOfMilestones(tx: Tx, milestoneIds: number[]): Promise<Refund[]> {
  return milestoneIds.length === 0 ? [] : refundsWhere(tx, inArray(refunds.milestoneId, milestoneIds));
}

/** What was refunded of a payment, summed exactly by PostgreSQL. */
export async function refundedPaise(tx: Tx, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ paise: sql<string>`coalesce(sum(${refunds.amount}) * 100, 0)::bigint::text` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return Number(row?.paise ?? 0);
}
