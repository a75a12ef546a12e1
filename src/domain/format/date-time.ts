import { istFields } from './ist-calendar';
import { EMPTY_DATE_TEXT } from './placeholders';

/** What a date column may hold: an instant, an ISO string, epoch ms, or nothing. */
export type DateInput = Date | string | number | null | undefined;

// Written out from the Asia/Kolkata wall clock (one offset all year, ist-calendar.ts), not with Intl: the first Intl
// format a page creates loads ICU's locale and time-zone data, about 50 ms of a phone's first screen on my-accounts
// (issue 10), and ICU versions disagree on September ('Sep' or 'Sept' in en-GB). Every month here has three letters.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '05 Mar 2024' in Asia/Kolkata; empty or invalid shows '-'. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return EMPTY_DATE_TEXT;
  const { year, month, day } = istFields(date);
  return `${twoDigits(day)} ${MONTHS[month - 1]} ${year}`;
}

/** '02:30 PM' in Asia/Kolkata; empty or invalid shows '-'. */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return EMPTY_DATE_TEXT;
  const { hour, minute } = istFields(date);
  return `${twoDigits(hour % 12 || 12)}:${twoDigits(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '05 Mar 2024, 02:30 PM' in Asia/Kolkata; empty or invalid shows '-'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return EMPTY_DATE_TEXT;
  return `${formatDate(date)}, ${formatTime(date)}`;
}
