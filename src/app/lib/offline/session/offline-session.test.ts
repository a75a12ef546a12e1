import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { awaitOfflineSession, endOfflineSession, startOfflineSession } from './offline-session';
import { expectOfflineSession } from './session-expected';

// The shell's offline runtime loads on demand, so a write can come before the session is open (app-shell.tsx).
describe('awaitOfflineSession', () => {
  const offlineFetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
  afterEach(async () => {
    expectOfflineSession(null);
    await endOfflineSession();
  });

  it('answers null at once for a user who keeps no offline copy (the write calls the server)', async () => {
    const started = Date.now();
    expect(await awaitOfflineSession(5_000)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('waits for the session the shell expects, and answers it once it is open', async () => {
    expectOfflineSession(41);
    const waiting = awaitOfflineSession(5_000);
    setTimeout(() => void startOfflineSession({ userId: 41, baseURL: '/api', fetch: offlineFetch }), 50);
    expect((await waiting)?.userId).toBe(41);
  });

  it('waits for a session being opened', async () => {
    const opening = startOfflineSession({ userId: 42, baseURL: '/api', fetch: offlineFetch });
    expect((await awaitOfflineSession(5_000))?.userId).toBe(42);
    await opening;
  });

  it('gives up after the wait when the expected session never opens', async () => {
    expectOfflineSession(43);
    expect(await awaitOfflineSession(100)).toBeNull();
  });
});
