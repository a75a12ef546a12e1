import { hasAtMostTwoDecimals } from '../../domain/money/paise';
import { isIsoDate } from '../../domain/format/ist-calendar';
import { validateDatePickerDate } from '../../domain/validation/date-picker-limits';
import { AD_PRODUCT_MESSAGES, VALIDATION_MESSAGES } from '../../domain/validation/messages';
import { isBlank } from '../../domain/validation/validator';
import { badRequest } from '../errors';

/**
 * Field checks shared by milestones and payments. They throw a 400 with the message the form shows, so the
 * REST route and the offline push refuse bad input the same way, before anything is written.
 */

/** numeric(14,2) holds up to 999,999,999,999.99. */
const MAX_AMOUNT = 999_999_999_999.99;

export const AMOUNT_MESSAGES = {
  negative: 'Amount cannot be negative.',
  tooLarge: 'Amount is too large.',
} as const;

/** A required amount greater than 0 with at most two decimals. */
export function checkPositiveAmount(amount: number | null | undefined): number {
  if (amount === null || amount === undefined || Number.isNaN(amount)) throw badRequest(VALIDATION_MESSAGES.required);
  if (!Number.isFinite(amount)) throw badRequest(VALIDATION_MESSAGES.expectedNumber);
  if (amount <= 0) throw badRequest(AD_PRODUCT_MESSAGES.amountGreaterThanZero);
  return checkAmountShape(amount);
}

/** An optional amount of 0 or more with at most two decimals. */
export function checkOptionalNonNegativeAmount(amount: number | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  if (!Number.isFinite(amount)) throw badRequest(VALIDATION_MESSAGES.expectedNumber);
  if (amount < 0) throw badRequest(AMOUNT_MESSAGES.negative);
  return checkAmountShape(amount);
}

function checkAmountShape(amount: number): number {
  if (!hasAtMostTwoDecimals(amount)) throw badRequest(VALIDATION_MESSAGES.amountDecimals);
  if (amount > MAX_AMOUNT) throw badRequest(AMOUNT_MESSAGES.tooLarge);
  return amount;
}

/** A 'YYYY-MM-DD' calendar date within the date pickers' limits (100 years back and ahead, spec 000 §5). */
export function checkDate(value: string | null | undefined, now: Date, opts: { required: boolean }): string | null {
  if (isBlank(value)) {
    if (opts.required) throw badRequest(VALIDATION_MESSAGES.required);
    return null;
  }
  const date = String(value).trim();
  if (!isIsoDate(date)) throw badRequest(VALIDATION_MESSAGES.invalidDate);
  const problem = validateDatePickerDate(new Date(`${date}T00:00:00Z`), now);
  if (problem) throw badRequest(problem);
  return date;
}

/** A required text: trimmed, not blank. */
export function checkRequiredText(value: string | null | undefined): string {
  if (value === null || value === undefined || isBlank(value)) throw badRequest(VALIDATION_MESSAGES.required);
  return value.trim();
}
