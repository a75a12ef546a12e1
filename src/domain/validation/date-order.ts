import { AD_PRODUCT_MESSAGES } from './messages';

/** A date field's value as an instant in ms, or null when absent or unparseable. */
export function toTime(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** 'Start Date should be earlier than or equal to End Date' (spec 002 §5). Missing dates are `required`'s job. */
export function validateStartNotAfterEnd(
  start: string | Date | null | undefined,
  end: string | Date | null | undefined,
): string | null {
  const startTime = toTime(start);
  const endTime = toTime(end);
  if (startTime === null || endTime === null) return null;
  return startTime <= endTime ? null : AD_PRODUCT_MESSAGES.startNotAfterEnd;
}
