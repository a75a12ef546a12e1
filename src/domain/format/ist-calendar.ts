/**
 * Calendar days in Asia/Kolkata. India keeps one offset all year (+05:30, no daylight saving), so a
 * calendar day maps to instants by that fixed offset, whatever the machine's own time zone.
 */
export const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
/** One calendar day (Asia/Kolkata keeps no daylight saving: every day is 24 hours). */
export const DAY_MS = 86_400_000;

/** A calendar date as 'YYYY-MM-DD'. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The Asia/Kolkata wall-clock fields of an instant. */
export function istFields(instant: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The Asia/Kolkata calendar date of an instant. */
export function istDateOf(instant: Date): IsoDate {
  const { year, month, day } = istFields(instant);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

/** 00:00:00.000 in Asia/Kolkata on that date. */
export function istStartOfDay(date: IsoDate): Date {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day) - IST_OFFSET_MS);
}

/** 23:59:59.999 in Asia/Kolkata on that date. */
export function istEndOfDay(date: IsoDate): Date {
  return new Date(istStartOfDay(date).getTime() + DAY_MS - 1);
}

/** The instant `days` days after `instant` (before it when negative), at the same time of day. */
export function addDaysToInstant(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/** Calendar days from one 'YYYY-MM-DD' date to another (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** Calendar months, keeping the day and clamping to the month's last day (31 Aug − 6 months → 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const targetYear = firstOfTarget.getUTCFullYear();
  const targetMonth = firstOfTarget.getUTCMonth();
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1)}-${pad(Math.min(day, lastDay))}`;
}
