import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOfflineSessionOpening, SCREEN_OPEN_WAIT_MS, setStartingOfflineSession, subscribeOfflineSession, type OfflineSession } from './session-registry';

describe('the session registry', () => {
  afterEach(() => {
    setStartingOfflineSession(null);
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
});
