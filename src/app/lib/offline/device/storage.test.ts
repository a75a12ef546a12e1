import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineEvents } from '../session/offline-events';
import { guardStorage, isQuotaError, requestPersistentStorage, STORAGE_FULL_MESSAGE, StorageFullError } from './storage';

// navigator.storage is the browser's (an edge we do not own): a small stand-in per test.
function stubStorage(storage: Partial<StorageManager> | undefined) {
  vi.stubGlobal('navigator', { ...globalThis.navigator, storage });
}

describe('device storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for persistent storage once, and reports what the browser decided', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persist, persisted: async () => false });
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    stubStorage({ persist, persisted: async () => true });
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    stubStorage(undefined);
    expect(await requestPersistentStorage()).toBe(false);
  });

  it('recognises quota errors however they are wrapped, and makes them visible', async () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(isQuotaError(quota)).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: quota })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
    const seen: string[] = [];
    const off = offlineEvents.on('storage-error', (e) => seen.push(e.message));
    await expect(guardStorage(async () => Promise.reject(quota))).rejects.toBeInstanceOf(StorageFullError);
    await expect(guardStorage(async () => Promise.reject(new Error('other')))).rejects.toThrow('other');
    off();
    expect(seen).toEqual([STORAGE_FULL_MESSAGE]);
  });
});
