import { can } from '../../../domain/auth/capabilities';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { SALES_CLOSURE_MESSAGES, type SalesClosureInput, type SalesClosureView, type SalesClosureYear } from '../../../domain/sales-closure/sales-closure-schemas';
import { monthName, salesMonthLock, type SalesMonthClosure } from '../../../domain/sales-closure/sales-month';
import { conflict, forbidden } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import * as repo from './sales-closure.repo';

/**
 * GET and POST /sapna/v1/sales-month-closure-date (spec 001 §7). One date per (year, month), between the first
 * of the month and the 15th of the next (the input schema); a month whose closure date has passed is locked
 * (409 'Sales month is already closed: its closure date … has passed'), and so is a month whose last day has passed
 * (issue 50: finished business is not re-dated). Everyone signed in reads; `people` (Admin) writes.
 */
export async function closureYear(ctx: ServiceContext, year: number): Promise<SalesClosureYear> {
  const today = istDateOf(ctx.now);
  const rows = await repo.closuresOfYear(ctx.tx, year);
  const months: SalesClosureView[] = Array.from({ length: 12 }, (_, i) => {
    const monthNumber = i + 1;
    const closureDate = rows.find((r) => r.monthNumber === monthNumber)?.closureDate ?? null;
    return { month: monthName(monthNumber), year, monthNumber, closureDate, closed: salesMonthLock({ year, monthNumber }, closureDate, today) !== null };
  });
  return { year, months };
}

export async function setClosureDate(ctx: ServiceContext, input: SalesClosureInput): Promise<SalesClosureView> {
  if (!can(ctx.user, 'people')) throw forbidden();
  const today = istDateOf(ctx.now);
  const existing = await repo.closureOf(ctx.tx, input.year, input.monthNumber);
  const lock = salesMonthLock(input, existing?.closureDate ?? null, today);
  if (lock) throw conflict(SALES_CLOSURE_MESSAGES.closedBecause(lock));
  if (input.closureDate < today) throw conflict(SALES_CLOSURE_MESSAGES.dateInPast);
  await repo.upsertClosure(ctx.tx, input.year, input.monthNumber, input.closureDate, ctx.user.id, ctx.now);
  return {
    month: monthName(input.monthNumber),
    year: input.year,
    monthNumber: input.monthNumber,
    closureDate: input.closureDate,
    closed: salesMonthLock(input, input.closureDate, today) !== null,
  };
}

/** For reports and incentives: every closure date, to count a deal or payment with salesMonthOf. */
export async function salesMonthClosures(ctx: Pick<ServiceContext, 'tx'>): Promise<SalesMonthClosure[]> {
  return repo.allClosures(ctx.tx);
}
