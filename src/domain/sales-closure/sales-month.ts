import { addDays, type IsoDate } from '../format/ist-calendar';

/**
 * Sales months and their closure dates (spec 001 §2 sales-closure-date, §3 Sales closure date: month, year,
 * monthNumber, closureDate). Pure, so reports and incentives import the same rule.
 *
 * Our reading, where the spec is silent:
 * - A month's closure date lies between the first day of that month and the 15th of the next month.
 * - A month without a closure date closes on its last calendar day.
 * - A deal or payment counts in the sales month whose closure it falls before: a day counts in the earliest
 *   month whose closure date is on or after it (the closure day itself still belongs to the closing month).
 *   So a payment on 3 February counts in January when January closes on 5 February, and a payment on
 *   29 March counts in April when March closes on 25 March.
 * - A month is closed (locked) once its closure date has passed: the day after the closure date, Asia/Kolkata.
 * - Its closure date can be set or moved only while the month runs (issue 50): once its last day has passed, or its
 *   closure date has, finished business is not re-dated (409 with the reason, salesMonthLock).
 */

export type SalesMonth = { year: number; monthNumber: number };
export type SalesMonthClosure = SalesMonth & { closureDate: IsoDate };

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The day of the next month up to which a closure date may fall (our default). */
export const LATEST_CLOSURE_DAY_OF_NEXT_MONTH = 15;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function monthName(monthNumber: number): string {
  return MONTH_NAMES[monthNumber - 1] ?? String(monthNumber);
}

export function shiftMonth(month: SalesMonth, by: number): SalesMonth {
  const index = month.year * 12 + (month.monthNumber - 1) + by;
  return { year: Math.floor(index / 12), monthNumber: (index % 12) + 1 };
}

export function firstDayOf(month: SalesMonth): IsoDate {
  return `${pad(month.year, 4)}-${pad(month.monthNumber)}-01`;
}

export function lastDayOf(month: SalesMonth): IsoDate {
  return addDays(firstDayOf(shiftMonth(month, 1)), -1);
}

/** The calendar month of a day. */
export function calendarMonthOf(day: IsoDate): SalesMonth {
  return { year: Number(day.slice(0, 4)), monthNumber: Number(day.slice(5, 7)) };
}

/** The days a month's closure date may take: its first day to the 15th of the next month. */
export function closureWindow(month: SalesMonth): { from: IsoDate; to: IsoDate } {
  const next = shiftMonth(month, 1);
  return { from: firstDayOf(month), to: `${pad(next.year, 4)}-${pad(next.monthNumber)}-${pad(LATEST_CLOSURE_DAY_OF_NEXT_MONTH)}` };
}

export function isInClosureWindow(month: SalesMonth, closureDate: IsoDate): boolean {
  const { from, to } = closureWindow(month);
  return closureDate >= from && closureDate <= to;
}

/** A closed month's closure date has passed: `today` (Asia/Kolkata) is after it. */
export function isSalesMonthClosed(closureDate: IsoDate | null | undefined, today: IsoDate): boolean {
  return closureDate !== null && closureDate !== undefined && today > closureDate;
}

/**
 * Why a month's closure date can no longer be set or moved, or null while it can: its closure date has passed,
 * or its last day has (Asia/Kolkata `today`).
 */
export function salesMonthLock(month: SalesMonth, closureDate: IsoDate | null | undefined, today: IsoDate): string | null {
  if (isSalesMonthClosed(closureDate, today)) return `its closure date ${closureDate} has passed`;
  const last = lastDayOf(month);
  if (today > last) return `its last day ${last} has passed`;
  return null;
}

/** The closure date of a month: the one set, or its last day. */
export function closureDateOf(month: SalesMonth, closures: readonly SalesMonthClosure[]): IsoDate {
  return closures.find((c) => c.year === month.year && c.monthNumber === month.monthNumber)?.closureDate ?? lastDayOf(month);
}

/** The sales month a deal or payment made on `day` (Asia/Kolkata) counts in. */
export function salesMonthOf(day: IsoDate, closures: readonly SalesMonthClosure[]): SalesMonth {
  const month = calendarMonthOf(day);
  const previous = shiftMonth(month, -1);
  if (day <= closureDateOf(previous, closures)) return previous;
  if (day <= closureDateOf(month, closures)) return month;
  return shiftMonth(month, 1);
}

