import { act } from '@testing-library/react';
import Dexie from 'dexie';
import type { MirrorDb } from '../lib/offline/device/db';
import { startOfflineSession } from '../lib/offline/session/offline-session';
import { writePrimedCopy } from './mirror-fixtures';

/** The network is an edge: here it never answers, as on a phone with no signal. */
export const noNetwork: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

/** A device that finished its first download earlier, offline, with the app's session running on it. */
export async function offlineDevice(userId: number) {
  const book = await writePrimedCopy(userId);
  const session = await act(() => startOfflineSession({ userId, userName: 'Agent', baseURL: '/api', fetch: noNetwork }));
  return { session, book };
}

/**
 * Holds the device copy busy (another write holds its sync state) from when this resolves until `release()`: a write
 * queued meanwhile cannot reach the copy. A read of a table the waiting write holds waits as well, so a test reads
 * the copy before or after, not during.
 */
export async function holdCopyBusy(db: MirrorDb): Promise<{ release(): Promise<void> }> {
  let free: () => void = () => undefined;
  let holding: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const busy = db.transaction('rw', db.meta, () =>
    Dexie.waitFor(
      new Promise<void>((resolve) => {
        free = resolve;
        holding();
      }),
    ),
  );
  await held;
  return {
    async release() {
      free();
      await busy;
    },
  };
}
