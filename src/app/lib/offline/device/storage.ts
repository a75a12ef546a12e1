import { offlineEvents } from '../session/offline-events';

/** Our text (the spec has none): shown when the device refuses to store more. */
export const STORAGE_FULL_MESSAGE =
  'This device is out of storage space, so this change could not be saved. Free up space on the device and try again. Nothing already queued was lost.';

/** A write the device's storage refused; the action did not happen (nothing half-written). */
export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super(STORAGE_FULL_MESSAGE, { cause });
    this.name = 'StorageFullError';
  }
}

/** QuotaExceededError as browsers and Dexie report it (directly, or as the inner error of an aborted transaction). */
export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const name = (e as { name?: unknown }).name;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    const inner = (e as { inner?: unknown }).inner ?? (e as { cause?: unknown }).cause;
    e = inner;
  }
  return false;
}

/**
 * Runs a database write; a quota refusal becomes a visible 'storage-error' event and a StorageFullError (the
 * transaction rolled back, so an outbox row is never dropped halfway). Other errors pass through.
 */
export async function guardStorage<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isQuotaError(error)) {
      offlineEvents.emit('storage-error', { message: STORAGE_FULL_MESSAGE, quota: true });
      throw new StorageFullError(error);
    }
    throw error;
  }
}

/**
 * Asks the browser to keep this origin's data under storage pressure (call after sign-in). Answers whether
 * storage is persistent; false where the API is missing or the browser declines.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    if (storage.persisted && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

