import { IST_TIME_ZONE } from './ist-calendar';
import { EMPTY_DATE_TEXT } from './placeholders';

/** What a date column may hold: an instant, an ISO string, epoch ms, or nothing. */
export type DateInput = Date | string | number | null | undefined;

const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: IST_TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: IST_TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: true });

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** '05 Mar 2024' in Asia/Kolkata; empty or invalid shows '-'. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return EMPTY_DATE_TEXT;
  const parts = dateFormat.formatToParts(date);
  return `${part(parts, 'day')} ${part(parts, 'month')} ${part(parts, 'year')}`;
}

/** '02:30 PM' in Asia/Kolkata; empty or invalid shows '-'. */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return EMPTY_DATE_TEXT;
  const parts = timeFormat.formatToParts(date);
  const hour = part(parts, 'hour') === '00' ? '12' : part(parts, 'hour');
  return `${hour}:${part(parts, 'minute')} ${part(parts, 'dayPeriod').toUpperCase()}`;
}

/** '05 Mar 2024, 02:30 PM' in Asia/Kolkata; empty or invalid shows '-'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return EMPTY_DATE_TEXT;
  return `${formatDate(date)}, ${formatTime(date)}`;
}
