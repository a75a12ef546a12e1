// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyLikelyReady, rememberCopyReady } from '../device/copy-ready-hint';
import { expectOfflineSession } from './session-expected';
import { isOfflineSessionOpening, SCREEN_OPEN_WAIT_MS, setOfflineSession, setStartingOfflineSession, subscribeOfflineSession, type OfflineSession } from './session-registry';

const hanging = () => new Promise<OfflineSession>(() => undefined);

describe('the session registry', () => {
  beforeEach(() => {
    // A device that finished these users' first downloads (the screens' copy can answer them).
    rememberCopyReady(1, true);
    rememberCopyReady(2, true);
  });
  afterEach(() => {
    expectOfflineSession(null);
    setOfflineSession(null);
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

  it('offline, screens wait for the session the shell expects while its runtime still loads, at most SCREEN_OPEN_WAIT_MS', () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const heard = vi.fn();
    const off = subscribeOfflineSession(heard);
    expect(isOfflineSessionOpening()).toBe(false);
    // The signed-in layout says whose session is coming; its offline code is still on its way.
    expectOfflineSession(3);
    expect(isOfflineSessionOpening()).toBe(true);
    expect(heard).toHaveBeenCalled();
    // The runtime starts opening it: still waiting, now for the open.
    setStartingOfflineSession({ userId: 3, promise: hanging() });
    expect(isOfflineSessionOpening()).toBe(true);
    // The open is done: nothing more to wait for.
    setOfflineSession({ userId: 3 } as OfflineSession);
    setStartingOfflineSession(null);
    expect(isOfflineSessionOpening()).toBe(false);

    // A runtime that never comes (its code failed to load) holds the screens no longer than the limit.
    setOfflineSession(null);
    expectOfflineSession(4);
    expect(isOfflineSessionOpening()).toBe(true);
    heard.mockClear();
    vi.advanceTimersByTime(SCREEN_OPEN_WAIT_MS);
    expect(isOfflineSessionOpening()).toBe(false);
    expect(heard).toHaveBeenCalled();
    off();
  });

  it("online, the expected session of a fresh device holds no screen; a ready copy's does", () => {
    rememberCopyReady(3, false);
    expectOfflineSession(3);
    expect(isOfflineSessionOpening()).toBe(false);
    expectOfflineSession(1);
    expect(isOfflineSessionOpening()).toBe(true);
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
