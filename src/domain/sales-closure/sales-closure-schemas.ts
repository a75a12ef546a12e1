import { z } from 'zod';
import { isIsoDate } from '../format/ist-calendar';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { requiredIsoDate } from '../validation/zod-fields';
import { closureWindow, isInClosureWindow } from './sales-month';

/** GET and POST /sapna/v1/sales-month-closure-date (spec 001 §7). */
export const SALES_CLOSURE_MESSAGES = {
  /** The 409's text with its reason (salesMonthLock). */
  closedBecause: (reason: string) => `Sales month is already closed: ${reason}`,
  /** Ours: a new closure date before today would close the month on a day already gone. */
  dateInPast: 'Closure date cannot be before today',
  saved: 'Closure date saved',
  outsideWindow: (from: string, to: string) => `Closure date must be between ${from} and ${to}`,
  year: 'Please enter a year between 2000 and 2100.',
  month: 'Please select a month.',
} as const;

const requiredInt = (min: number, max: number, message: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.expectedNumber) })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** POST: set or change one month's closure date. */
export const salesClosureInputSchema = z
  .object({
    year: requiredInt(2000, 2100, SALES_CLOSURE_MESSAGES.year),
    monthNumber: requiredInt(1, 12, SALES_CLOSURE_MESSAGES.month),
    closureDate: requiredIsoDate(),
  })
  .superRefine((value, ctx) => {
    const month = { year: value.year, monthNumber: value.monthNumber };
    // Only a whole input is checked against the window (a failed field has its own message).
    if (!Number.isInteger(month.year) || month.monthNumber < 1 || month.monthNumber > 12 || !Number.isInteger(month.monthNumber)) return;
    if (!isIsoDate(value.closureDate)) return;
    if (!isInClosureWindow(month, value.closureDate)) {
      const { from, to } = closureWindow(month);
      ctx.addIssue({ code: 'custom', path: ['closureDate'], message: SALES_CLOSURE_MESSAGES.outsideWindow(from, to) });
    }
  });
export type SalesClosureInput = z.infer<typeof salesClosureInputSchema>;

export const salesClosureViewSchema = z.object({
  month: z.string(),
  year: z.number().int(),
  monthNumber: z.number().int(),
  /** null: not set (the month then closes on its last day). */
  closureDate: z.string().nullable(),
  /** The closure date has passed: the month cannot be changed. */
  closed: z.boolean(),
});
export type SalesClosureView = z.infer<typeof salesClosureViewSchema>;

export const salesClosureYearSchema = z.object({ year: z.number().int(), months: z.array(salesClosureViewSchema) });
export type SalesClosureYear = z.infer<typeof salesClosureYearSchema>;
