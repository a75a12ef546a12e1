import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module each test: the decision is taken once per page.
async function load() {
  vi.resetModules();
  return import('./first-screen');
}

describe('the offline start on a page the device remembers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('starts at once on a page that waits for the copy', async () => {
    const { offlineStartGate } = await load();
    const done = settled(offlineStartGate());
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('waits for the frame that paints what the first screen remembered', async () => {
    const { offlineStartGate, offlineStartWaitsForFirstScreen, firstScreenShown } = await load();
    offlineStartWaitsForFirstScreen();
    const done = settled(offlineStartGate());
    await vi.advanceTimersByTimeAsync(500);
    expect(done()).toBe(false);
    firstScreenShown();
    await vi.advanceTimersByTimeAsync(10);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(done()).toBe(true);
  });

  it('starts anyway when no first screen comes', async () => {
    const { offlineStartGate, offlineStartWaitsForFirstScreen, FIRST_SCREEN_WAIT_MS } = await load();
    offlineStartWaitsForFirstScreen();
    const done = settled(offlineStartGate());
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('starts at once when the screen finds nothing remembered after all', async () => {
    const { offlineStartGate, offlineStartWaitsForFirstScreen, releaseOfflineStart } = await load();
    offlineStartWaitsForFirstScreen();
    const done = settled(offlineStartGate());
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(false);
    releaseOfflineStart();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });
});
