// How a queued write ended, and its notice: apart from queued-write.ts so a screen can say it without loading
// the outbox (and Dexie) — the form primitive (lib/forms/use-save.ts) is on screens that never write offline.

/** Our text (the spec has none): the change is queued on the device and shows on the record as waiting to sync. */
export const SAVED_ON_DEVICE_MESSAGE = 'Saved on this device. It will be sent when you are back online.';

/**
 * How a write ended: `sent` — the server has it (the REST call, or the queued command the server applied);
 * `saved-on-device` — queued in the outbox, shown on the record as waiting to sync, sent when the network allows.
 */
export type WriteResult = 'sent' | 'saved-on-device';

/** The success notice after a write: the screen's own message when sent, else that it waits on this device. */
export function notifySaved(notify: { success(message?: string): unknown }, result: WriteResult, sentMessage?: string): void {
  notify.success(result === 'saved-on-device' ? SAVED_ON_DEVICE_MESSAGE : sentMessage);
}

/** A User Timing mark of an offline write's steps ('offline-write:<step>'; the offline benchmark reads them). */
export function markWrite(step: string): void {
  try {
    performance.mark(`offline-write:${step}`);
  } catch {
    // No User Timing.
  }
}
