/** A datetime-local value ('YYYY-MM-DDTHH:mm', typed as Kolkata wall time) as a slot timestamp with '+0530'. */
export function slotTimestampOf(local: string): string {
  const text = local.trim();
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00+0530` : text;
}

/** A slot timestamp back as a datetime-local value (its Kolkata wall time). */
export function localOfSlotTimestamp(slot: string): string {
  return slot.slice(0, 16);
}

/** '2099-03-05T14:30:00+0530' shown as '2099-03-05 14:30 IST'. */
export function showSlotTime(slot: string): string {
  return `${slot.slice(0, 10)} ${slot.slice(11, 16)} IST`;
}
