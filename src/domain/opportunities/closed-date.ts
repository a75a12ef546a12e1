import { istDateOf, type IsoDate } from '../format/ist-calendar';
import { salesMonthOf, type SalesMonth, type SalesMonthClosure } from '../sales-closure/sales-month';
import { OPPORTUNITY_STATUSES } from './statuses';

/**
 * A deal's closed date and sales month (issue 49), written once here; server/shared/sql/closed-date.sql.ts is the SQL twin
 * (closed-date.parity.test.ts compares them):
 * - Closed date: the moment the deal entered Closed, from its status history (the latest move into Closed of a deal
 *   that is Closed now; null otherwise). A Closed deal never moves into Closed again, so it is fixed from then on:
 *   approving a later instalment, a reassignment or an edit does not change it.
 * - Closed day: its Asia/Kolkata day. Sales month: the sales month of the closed day under the sales closure dates
 *   (salesMonthOf: a month's business closes at its closure date).
 * - Deals closed before the history was kept (or inserted already Closed by a seed or an import) were given one move
 *   into Closed by migration 0055 (status_history_backfill_closed): at their latest approved payment's day (the
 *   former reading), else their last update.
 */
export type StatusMove = { toStatusId: number; changedAt: Date };

export function closedAtOf(statusId: number, history: readonly StatusMove[]): Date | null {
  if (statusId !== OPPORTUNITY_STATUSES.CLOSED) return null;
  let latest: Date | null = null;
  for (const move of history) {
    if (move.toStatusId === OPPORTUNITY_STATUSES.CLOSED && (latest === null || move.changedAt.getTime() > latest.getTime())) latest = move.changedAt;
  }
  return latest;
}

export function closedDayOf(closedAt: Date | null): IsoDate | null {
  return closedAt === null ? null : istDateOf(closedAt);
}

/** The sales month a deal's business counts in: the one of its closed day. */
export function dealSalesMonthOf(closedAt: Date | null, closures: readonly SalesMonthClosure[]): SalesMonth | null {
  const day = closedDayOf(closedAt);
  return day === null ? null : salesMonthOf(day, closures);
}
