import { APPROVED_AMOUNT_STATUS_ID } from '../../../domain/payments/statuses';
import type { MirrorDb } from './db';
import type { PaymentRow } from './mirror-rows';
import { sumOf } from './mirror-order';
import { rowsByKeys } from './rows-by-keys';

/**
 * collectedAmount per opportunity, as the server defines it (deal-value.sql.ts): the sum of the payments in
 * status 6 (Approved) over the milestones of the opportunity's termsheets. Derived from the mirrored payments
 * on every read (a payment approved on the server arrives as a payment change), never stored.
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
  const byOpportunity = new Map<number, PaymentRow[]>();
  for (const payment of payments) {
    if (payment.statusId !== APPROVED_AMOUNT_STATUS_ID) continue;
    const list = byOpportunity.get(payment.opportunityId) ?? [];
    list.push(payment);
    byOpportunity.set(payment.opportunityId, list);
  }
  return new Map([...byOpportunity].map(([id, list]) => [id, sumOf(list, (p) => p.amount)]));
}
