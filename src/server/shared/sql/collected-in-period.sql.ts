import { sql, type SQL } from 'drizzle-orm';
import { COLLECTED_STATUS_IDS } from '../../../domain/money/ledger';

/**
 * The SQL twin of the ledger's "collected in a period" (src/domain/money/ledger.ts, collectedInPeriodPaise): the
 * approved payments (6, and 10 / 14 refunded in full or in part) dated in the period, each counting its amount net
 * of the refunds recorded on it (money_payment_collected, migration money-ledger). Every figure of money collected
 * over a period (the Collections report, the dashboards' collections trend, incentives' achievement) is built from
 * these, with the payments table under the alias the query gives it (`payments` when it is not aliased).
 */
const COLLECTED = sql.raw(COLLECTED_STATUS_IDS.join(', '));

/** The day a payment counts on: its payment date, else the day it was recorded (Asia/Kolkata). */
export function paymentDay(alias = 'payments'): SQL<string> {
  const p = sql.identifier(alias);
  return sql<string>`coalesce(${p}.payment_date, (${p}.created_at at time zone 'Asia/Kolkata')::date)`;
}

/** A payment's collected amount: its amount less its refunds when refunded, 0 outside the collected statuses. */
export function paymentCollected(alias = 'payments'): SQL<string> {
  const p = sql.identifier(alias);
  return sql<string>`money_payment_collected(${p}.id, ${p}.status_id, ${p}.amount)`;
}

/** The payment is an approved (or refunded) one: its collected amount is money in. */
export function isCollectedPayment(alias = 'payments'): SQL {
  return sql`${sql.identifier(alias)}.status_id in (${COLLECTED})`;
}

/** The payment counts in the period from..to (ISO days, both included). */
export function collectedInPeriod(from: string, to: string, alias = 'payments'): SQL {
  return sql`(${isCollectedPayment(alias)} and ${paymentDay(alias)} between ${from}::date and ${to}::date)`;
}
