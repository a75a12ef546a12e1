import { describe, expect, it } from 'vitest';
import { salesClosureInputSchema } from './sales-closure-schemas';
import { closureWindow, isInClosureWindow, isSalesMonthClosed, salesMonthLock, lastDayOf, salesMonthOf, shiftMonth } from './sales-month';

const jan = { year: 2026, monthNumber: 1 };
const closures = [
  { year: 2026, monthNumber: 1, closureDate: '2026-02-05' },
  { year: 2026, monthNumber: 3, closureDate: '2026-03-25' },
];

describe('sales month closure', () => {
  it('allows a closure date from the first of the month to the 15th of the next', () => {
    expect(closureWindow(jan)).toEqual({ from: '2026-01-01', to: '2026-02-15' });
    expect(closureWindow({ year: 2026, monthNumber: 12 })).toEqual({ from: '2026-12-01', to: '2027-01-15' });
    expect(isInClosureWindow(jan, '2026-01-01')).toBe(true);
    expect(isInClosureWindow(jan, '2026-02-15')).toBe(true);
    expect(isInClosureWindow(jan, '2025-12-31')).toBe(false);
    expect(isInClosureWindow(jan, '2026-02-16')).toBe(false);
  });

  it('counts a day in the month whose closure it falls on or before', () => {
    // January closes on 5 February: 3 and 5 February still count in January, 6 February in February.
    expect(salesMonthOf('2026-02-03', closures)).toEqual(jan);
    expect(salesMonthOf('2026-02-05', closures)).toEqual(jan);
    expect(salesMonthOf('2026-02-06', closures)).toEqual({ year: 2026, monthNumber: 2 });
    // February has no date: it closes on its last day.
    expect(salesMonthOf('2026-02-28', closures)).toEqual({ year: 2026, monthNumber: 2 });
    expect(salesMonthOf('2026-03-01', closures)).toEqual({ year: 2026, monthNumber: 3 });
    // March closes early, on 25 March: 26 March counts in April.
    expect(salesMonthOf('2026-03-25', closures)).toEqual({ year: 2026, monthNumber: 3 });
    expect(salesMonthOf('2026-03-26', closures)).toEqual({ year: 2026, monthNumber: 4 });
    // No dates at all: the calendar month, across a year end.
    expect(salesMonthOf('2026-12-31', [])).toEqual({ year: 2026, monthNumber: 12 });
    expect(salesMonthOf('2027-01-01', [])).toEqual({ year: 2027, monthNumber: 1 });
    expect(salesMonthOf('2027-01-10', [{ year: 2026, monthNumber: 12, closureDate: '2027-01-10' }])).toEqual({ year: 2026, monthNumber: 12 });
  });

  it('locks a month once its closure date has passed', () => {
    expect(isSalesMonthClosed('2026-02-05', '2026-02-05')).toBe(false);
    expect(isSalesMonthClosed('2026-02-05', '2026-02-06')).toBe(true);
    expect(isSalesMonthClosed(null, '2030-01-01')).toBe(false);
  });

  it("refuses to set or move a closure date once the month's closure date or last day has passed", () => {
    expect(salesMonthLock(jan, null, '2026-01-31')).toBeNull();
    expect(salesMonthLock(jan, null, '2026-02-01')).toBe('its last day 2026-01-31 has passed');
    expect(salesMonthLock(jan, '2026-02-05', '2026-02-01')).toBe('its last day 2026-01-31 has passed');
    expect(salesMonthLock(jan, '2026-01-25', '2026-01-26')).toBe('its closure date 2026-01-25 has passed');
    expect(salesMonthLock(jan, '2026-01-25', '2026-01-25')).toBeNull();
  });

  it('months and their last days', () => {
    expect(shiftMonth(jan, -1)).toEqual({ year: 2025, monthNumber: 12 });
    expect(shiftMonth({ year: 2026, monthNumber: 12 }, 1)).toEqual({ year: 2027, monthNumber: 1 });
    expect(lastDayOf({ year: 2028, monthNumber: 2 })).toBe('2028-02-29');
  });

  it('checks the input with the messages', () => {
    const fail = (input: unknown) => salesClosureInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fail({ year: 2026, monthNumber: 1, closureDate: '2026-02-20' })).toEqual([['closureDate', 'Closure date must be between 2026-01-01 and 2026-02-15']]);
    expect(fail({ monthNumber: 1, closureDate: '' })).toEqual([
      ['year', 'This field is required.'],
      ['closureDate', 'This field is required.'],
    ]);
    expect(fail({ year: 2026, monthNumber: 13, closureDate: '2026-01-10' })).toEqual([['monthNumber', 'Please select a month.']]);
    expect(salesClosureInputSchema.parse({ year: 2026, monthNumber: 1, closureDate: '2026-01-31' })).toEqual({ year: 2026, monthNumber: 1, closureDate: '2026-01-31' });
  });
});
