import { VALIDATION_MESSAGES } from './messages';

/** Date pickers allow 100 years back and ahead (spec 000 §5, 002 §5). */
export const DATE_PICKER_YEARS = 100;

function shiftYears(date: Date, years: number): Date {
  const shifted = new Date(date.getTime());
  shifted.setUTCFullYear(shifted.getUTCFullYear() + years);
  return shifted;
}

export function datePickerLimits(now: Date): { min: Date; max: Date } {
  return { min: shiftYears(now, -DATE_PICKER_YEARS), max: shiftYears(now, DATE_PICKER_YEARS) };
}

/** Inclusive on both ends; an invalid date is outside. */
export function isDateWithinPickerLimits(date: Date, now: Date): boolean {
  const time = date.getTime();
  if (Number.isNaN(time)) return false;
  const { min, max } = datePickerLimits(now);
  return time >= min.getTime() && time <= max.getTime();
}

export function validateDatePickerDate(date: Date, now: Date): string | null {
  if (Number.isNaN(date.getTime())) return VALIDATION_MESSAGES.invalidDate;
  return isDateWithinPickerLimits(date, now) ? null : VALIDATION_MESSAGES.dateOutOfRange;
}
