// A few payments of the demo agent in known states, so the payment screens have something to show and act on
// (the generated book has payments in every status group, but none a reviewer can find by a fixed reference).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { payments, paymentStatusChanges, refunds } from '../../db/schema/index';
import { PAYMENT_MODES } from '../../shared/payment-modes';
import { DAY_MS } from '../../../domain/format/ist-calendar';

/** The references the demo and the browser tests look for. */
export const DEMO_PAYMENT_REFERENCES = { rejected: 'DEMO-REJ-7', pending: 'DEMO-PEND-5', approved: 'DEMO-APPR-6' } as const;

/**
 * On three payment-free milestones of the demo agent's book (live termsheets of open deals): a payment finance
 * rejected (7, recollectable), one waiting for finance (5), and one approved (6) with a partial refund, each with
 * its status history. Amounts are a quarter of the milestone, so there is room to recollect.
 */
export async function seedDemoPayments(tx: Tx, anchor: Date): Promise<void> {
  const rows = await queryRows<{ milestone_id: number; amount: string; pin: string | null; agent_id: number; finance_id: number | null }>(
    tx,
    sql`select m.id as milestone_id, round(m.amount / 4, 2)::text as amount, '560001' as pin, u.id as agent_id,
        (select id from users where username = 'finance') as finance_id
      from milestones m join termsheets t on t.id = m.termsheet_id join opportunities o on o.id = t.opportunity_id
      join users u on u.id = o.owner_id and u.username = 'agent'
      where m.active and t.status_id in (1, 2) and o.status_id not in (6, 7)
        and not exists (select 1 from payments p where p.milestone_id = m.id)
      order by m.id limit 3`,
  );
  const plan = [
    { statusId: 7, reference: DEMO_PAYMENT_REFERENCES.rejected, days: 4, remark: 'Cheque returned: funds insufficient' },
    { statusId: 5, reference: DEMO_PAYMENT_REFERENCES.pending, days: 2, remark: null },
    { statusId: 6, reference: DEMO_PAYMENT_REFERENCES.approved, days: 3, remark: 'Realised in bank' },
  ];
  for (const [i, row] of rows.entries()) {
    const step = plan[i];
    if (!step) break;
    const recordedAt = new Date(anchor.getTime() - step.days * DAY_MS + 5 * 3_600_000);
    const decidedAt = new Date(recordedAt.getTime() + 6 * 3_600_000);
    const [payment] = await tx
      .insert(payments)
      .values({
        milestoneId: row.milestone_id,
        amount: row.amount,
        modeOfPaymentId: PAYMENT_MODES.CHEQUE,
        paymentType: 'normal',
        statusId: step.statusId,
        pinCode: row.pin ?? '560001',
        referenceNumber: step.reference,
        paymentDate: recordedAt.toISOString().slice(0, 10),
        apiVersion: 'v1',
        createdById: row.agent_id,
        createdAt: recordedAt,
        updatedAt: decidedAt,
      })
      .returning({ id: payments.id });
    if (!payment) continue;
    await tx.insert(paymentStatusChanges).values({ paymentId: payment.id, fromStatusId: null, toStatusId: 1, changedById: row.agent_id, changedAt: recordedAt });
    if (step.statusId !== 1) {
      await tx
        .insert(paymentStatusChanges)
        .values({ paymentId: payment.id, fromStatusId: 1, toStatusId: step.statusId, remark: step.remark, changedById: row.finance_id, changedAt: decidedAt });
    }
    if (step.statusId === 6) {
      await tx.insert(refunds).values({ paymentId: payment.id, milestoneId: row.milestone_id, amount: '100.00', remark: 'Excess collected', createdById: row.finance_id, createdAt: decidedAt });
      // A refund moves the payment to Partially Refunded (14), or Refunded (10) when it takes it all (issue 48).
      const refunded = Number(row.amount) <= 100 ? 10 : 14;
      await tx.execute(sql`update payments set status_id = ${refunded} where id = ${payment.id}`);
      await tx.insert(paymentStatusChanges).values({ paymentId: payment.id, fromStatusId: 6, toStatusId: refunded, remark: 'Excess collected', changedById: row.finance_id, changedAt: decidedAt });
    }
    await tx.execute(sql`update milestones set payment_added = true where id = ${row.milestone_id}`);
  }
}
