import { istFields } from './ist-calendar';

/** Slot timestamps carry the Kolkata offset as '+0530' (spec 000 §1, 002 §9): '2024-03-05T14:30:00+0530'. */
export const SLOT_TIMESTAMP_OFFSET = '+0530';

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

export function formatSlotTimestamp(instant: Date): string {
  const f = istFields(instant);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}${SLOT_TIMESTAMP_OFFSET}`;
}

/** Reads a slot timestamp back ('+0530' or '+05:30', 'T' or a space); null when it is not one. */
export function parseSlotTimestamp(text: string | null | undefined): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)([+-])(\d{2}):?(\d{2})$/.exec((text ?? '').trim());
  if (!match) return null;
  const [, date, time, sign, hours, minutes] = match;
  const parsed = new Date(`${date}T${time}${sign}${hours}:${minutes}`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
