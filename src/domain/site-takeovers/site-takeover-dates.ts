import { istDateOf, type IsoDate } from '../format/ist-calendar';

/** A site-takeover slot dated earlier than today (Asia/Kolkata) counts as past (spec 002 §4). */
export function isSiteTakeoverSlotPast(slotDate: IsoDate | Date, now: Date): boolean {
  const day = slotDate instanceof Date ? istDateOf(slotDate) : slotDate.slice(0, 10);
  return day < istDateOf(now);
}
