import { asc, eq } from 'drizzle-orm';
import { paymentStatusName } from '../../../domain/payments/statuses';
import type { PaymentStatusChange } from '../../../domain/payments/payment-details';
import type { Tx } from '../../db/client';
import { paymentStatusChanges, users } from '../../db/schema/index';
import type { ServiceContext } from '../../shared/http/service-context';
import { userDisplayName } from '../../shared/sql/user-names.sql';

/** Audits a payment's status change (who, when, from, to, remark) in the transaction that makes it. */
export async function recordStatusChange(
  ctx: Pick<ServiceContext, 'tx' | 'user' | 'now'>,
  change: { paymentId: number; fromStatusId: number | null; toStatusId: number; remark: string | null },
): Promise<void> {
  await ctx.tx.insert(paymentStatusChanges).values({ ...change, changedById: ctx.user.id, changedAt: ctx.now });
}

export async function statusHistoryOf(tx: Tx, paymentId: number): Promise<PaymentStatusChange[]> {
  const rows = await tx
    .select({
      id: paymentStatusChanges.id,
      fromStatusId: paymentStatusChanges.fromStatusId,
      toStatusId: paymentStatusChanges.toStatusId,
      remark: paymentStatusChanges.remark,
      changedById: paymentStatusChanges.changedById,
      changedByName: userDisplayName(),
      changedAt: paymentStatusChanges.changedAt,
    })
    .from(paymentStatusChanges)
    .leftJoin(users, eq(users.id, paymentStatusChanges.changedById))
    .where(eq(paymentStatusChanges.paymentId, paymentId))
    .orderBy(asc(paymentStatusChanges.changedAt), asc(paymentStatusChanges.id));
  return rows.map((r) => ({
    ...r,
    fromStatusName: r.fromStatusId === null ? null : paymentStatusName(r.fromStatusId),
    toStatusName: paymentStatusName(r.toStatusId),
    changedByName: r.changedByName || null,
    changedAt: r.changedAt.toISOString(),
  }));
}
