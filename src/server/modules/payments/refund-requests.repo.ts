// Refund requests waiting on (or decided by) a Refund approval.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { RefundRequest } from '../../../domain/payments/refund-requests';
import type { Tx } from '../../db/client';
import { refundRequests, users } from '../../db/schema/index';
import { rupeesOfNumeric } from '../../shared/sql/money-text';
import { userDisplayName } from '../../shared/sql/user-names.sql';

/** What pending refund requests of a payment hold, summed exactly by PostgreSQL. */
export async function pendingRequestedPaise(tx: Tx, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ paise: sql<string>`coalesce(sum(${refundRequests.amount}) * 100, 0)::bigint::text` })
    .from(refundRequests)
    .where(and(eq(refundRequests.paymentId, paymentId), eq(refundRequests.status, 'PendingApproval')));
  return Number(row?.paise ?? 0);
}

const columns = {
  row: refundRequests,
  requestedByName: userDisplayName(),
};

function toRequest(r: { row: typeof refundRequests.$inferSelect; requestedByName: string }): RefundRequest {
  return {
    id: r.row.id,
    paymentId: r.row.paymentId,
    amount: rupeesOfNumeric(r.row.amount),
    remark: r.row.remark,
    status: r.row.status,
    approvalId: r.row.approvalId,
    refundId: r.row.refundId,
    requestedByName: r.requestedByName || null,
    createdAt: r.row.createdAt.toISOString(),
    decidedAt: r.row.decidedAt?.toISOString() ?? null,
  };
}

export async function refundRequestsOfPayment(tx: Tx, paymentId: number): Promise<RefundRequest[]> {
  const rows = await tx.select(columns).from(refundRequests).leftJoin(users, eq(users.id, refundRequests.requestedById)).where(eq(refundRequests.paymentId, paymentId)).orderBy(asc(refundRequests.id));
  return rows.map(toRequest);
}

export async function refundRequestById(tx: Tx, id: number): Promise<RefundRequest | undefined> {
  const [row] = await tx.select(columns).from(refundRequests).leftJoin(users, eq(users.id, refundRequests.requestedById)).where(eq(refundRequests.id, id));
  return row ? toRequest(row) : undefined;
}

export async function refundRequestOfApproval(tx: Tx, approvalId: number, lock = false): Promise<typeof refundRequests.$inferSelect | undefined> {
  const query = tx.select().from(refundRequests).where(eq(refundRequests.approvalId, approvalId)).orderBy(desc(refundRequests.id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
