import type { IsoDate } from '../format/ist-calendar';
import { closureDateOf, isSalesMonthClosed, monthName, salesMonthOf, type SalesMonthClosure } from '../sales-closure/sales-month';

/**
 * The bounds of a payment's date (issue 48), Asia/Kolkata calendar days: not before the day its opportunity was
 * created, not after today, and not in a sales month already closed (sales-closure-date: the month the day counts
 * in, salesMonthOf, whose closure date has passed). A payment without a date is not checked.
 */
export const PAYMENT_DATE_MESSAGES = {
  beforeOpportunity: 'Payment date cannot be before the opportunity was created.',
  inFuture: 'Payment date cannot be in the future.',
  closedMonth: (month: string) => `Payment date falls in ${month}, a sales month already closed.`,
} as const;

export function paymentDateProblem(
  date: IsoDate | null,
  at: { today: IsoDate; opportunityCreatedOn: IsoDate; closures: readonly SalesMonthClosure[] },
): string | null {
  if (date === null) return null;
  if (date > at.today) return PAYMENT_DATE_MESSAGES.inFuture;
  if (date < at.opportunityCreatedOn) return PAYMENT_DATE_MESSAGES.beforeOpportunity;
  const month = salesMonthOf(date, at.closures);
  if (isSalesMonthClosed(closureDateOf(month, at.closures), at.today)) return PAYMENT_DATE_MESSAGES.closedMonth(`${monthName(month.monthNumber)} ${month.year}`);
  return null;
}
