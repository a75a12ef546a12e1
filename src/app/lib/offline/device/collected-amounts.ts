import { isCollectedStatus, paymentCollectedPaise } from '../../../../domain/money/ledger';
import { fromPaise } from '../../../../domain/money/paise';
import type { MirrorDb } from './db';
import type { PaymentRow } from './mirror-rows';
import { rowsByKeys } from './rows-by-keys';

/**
 * collectedAmount per opportunity, as the server defines it (the ledger, src/domain/money/ledger.ts; deal-value.sql.ts
 * in SQL): over the milestones of the opportunity's termsheets, each payment in status 6 (Approved) counts its amount,
 * one in 10 or 14 (refunded in full or in part) its amount less the refunds recorded on it (the row's refundedAmount,
 * sent with the payment and again with every refund). Derived from the mirrored payments on every read (a payment
 * approved or refunded on the server arrives as a payment change), never stored.
 */
export async function collectedAmounts(
  db: MirrorDb,
  /** `everyAccount`: the caller asks for every account the copy holds, so every payment is read in one request. */
  by: { accountIds: number[] } | { opportunityIds: number[] } | { everyAccount: true },
): Promise<Map<number, number>> {
  const payments: PaymentRow[] =
    'everyAccount' in by
      ? await db.payments.toArray()
      : 'accountIds' in by
        ? await rowsByKeys(db.payments, 'accountId', by.accountIds)
        : await rowsByKeys(db.payments, 'opportunityId', by.opportunityIds);
  const byOpportunity = new Map<number, number>();
  for (const p of payments) {
    if (!isCollectedStatus(p.statusId)) continue;
    // A row stored before payments carried their refunds has none until db.ts version 6 fills it from the milestones.
    const refunded = (p as Partial<PaymentRow>).refundedAmount ?? 0;
    byOpportunity.set(p.opportunityId, (byOpportunity.get(p.opportunityId) ?? 0) + paymentCollectedPaise({ statusId: p.statusId, amount: p.amount, refunded }));
  }
  return new Map([...byOpportunity].map(([id, paise]) => [id, fromPaise(paise)]));
}
