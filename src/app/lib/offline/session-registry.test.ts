// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyLikelyReady, rememberCopyReady } from './copy-ready-hint';
import { isOfflineSessionOpening, SCREEN_OPEN_WAIT_MS, setStartingOfflineSession, subscribeOfflineSession, type OfflineSession } from './session-registry';

const hanging = () => new Promise<OfflineSession>(() => undefined);

describe('the session registry', () => {
  beforeEach(() => {
    // A device that finished these users' first downloads (the screens' copy can answer them).
    rememberCopyReady(1, true);
    rememberCopyReady(2, true);
  });
  afterEach(() => {
    setStartingOfflineSession(null);
    localStorage.clear();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('screens wait for a session being opened, but not longer than SCREEN_OPEN_WAIT_MS when it hangs', () => {
    vi.useFakeTimers();
    const heard = vi.fn();
    const off = subscribeOfflineSession(heard);
    // An open another tab's upgrade holds: it never settles.
    setStartingOfflineSession({ userId: 1, promise: new Promise<OfflineSession>(() => undefined) });
    expect(isOfflineSessionOpening()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SCREEN_OPEN_WAIT_MS - 1);
    expect(isOfflineSessionOpening()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOfflineSessionOpening()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
    // The open settling later changes nothing screens wait on.
    setStartingOfflineSession(null);
    expect(isOfflineSessionOpening()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
    off();
  });

  it('an open that settles in time ends the wait at once', () => {
    vi.useFakeTimers();
    setStartingOfflineSession({ userId: 2, promise: new Promise<OfflineSession>(() => undefined) });
    setStartingOfflineSession(null);
    expect(isOfflineSessionOpening()).toBe(false);
    vi.advanceTimersByTime(SCREEN_OPEN_WAIT_MS);
    expect(isOfflineSessionOpening()).toBe(false);
  });

  it("online, a fresh device's screens ask the server at once instead of waiting for a copy that cannot answer yet", () => {
    rememberCopyReady(3, false);
    setStartingOfflineSession({ userId: 3, promise: hanging() });
    expect(isOfflineSessionOpening()).toBe(false);
  });

  it('offline, screens wait for the copy even before its first download was ever finished', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setStartingOfflineSession({ userId: 3, promise: hanging() });
    expect(isOfflineSessionOpening()).toBe(true);
  });

  it("the hint is the user's own", () => {
    expect(copyLikelyReady(1)).toBe(true);
    expect(copyLikelyReady(4)).toBe(false);
    rememberCopyReady(1, false);
    expect(copyLikelyReady(1)).toBe(false);
  });
});
