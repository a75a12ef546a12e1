// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useResource } from './use-resource';

afterEach(cleanup);

/** A load the test settles by hand, so answers can arrive in any order. */
function deferredLoads() {
  const pending = new Map<string, (value: string) => void>();
  const load = (key: string) => () => new Promise<string>((resolve) => pending.set(key, resolve));
  return { load, settle: (key: string, value: string) => act(async () => pending.get(key)?.(value)) };
}

describe('useResource', () => {
  it('keeps the answer of the current key only: a slower, older answer is dropped', async () => {
    const loads = deferredLoads();
    const { result, rerender } = renderHook(({ k }) => useResource(k, loads.load(k)), { initialProps: { k: 'a' } });
    expect(result.current.isLoading).toBe(true);
    rerender({ k: 'b' });
    await loads.settle('b', 'rows of b');
    await loads.settle('a', 'rows of a');
    expect(result.current.data).toBe('rows of b');
    expect(result.current.isLoading).toBe(false);
  });

  it('with keepPrevious shows the last rows while the next key loads', async () => {
    const loads = deferredLoads();
    const { result, rerender } = renderHook(({ k }) => useResource(k, loads.load(k), { keepPrevious: true }), { initialProps: { k: 'a' } });
    await loads.settle('a', 'rows of a');
    rerender({ k: 'b' });
    expect(result.current.data).toBe('rows of a');
    expect(result.current.isLoading).toBe(true);
  });

  it('refresh loads again, keeps the data on screen meanwhile, and resolves when the new answer is in', async () => {
    let n = 0;
    const { result } = renderHook(() => useResource('k', async () => `answer ${++n}`));
    await waitFor(() => expect(result.current.data).toBe('answer 1'));
    let refreshed = false;
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.refresh().then(() => (refreshed = true));
    });
    expect(result.current.data).toBe('answer 1');
    expect(result.current.isRefreshing).toBe(true);
    await act(() => done);
    expect(refreshed).toBe(true);
    expect(result.current.data).toBe('answer 2');
    expect(result.current.isRefreshing).toBe(false);
  });

  it('keeps the last good data when a refresh fails, and reports the failure', async () => {
    let fail = false;
    const { result } = renderHook(() => useResource('k', async () => (fail ? Promise.reject(new Error('offline')) : 'rows')));
    await waitFor(() => expect(result.current.data).toBe('rows'));
    fail = true;
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.refresh();
    });
    await act(() => done);
    expect(result.current.data).toBe('rows');
    expect(result.current.error?.message).toBe('offline');
  });

  it('loads nothing for a null key', () => {
    let calls = 0;
    const { result } = renderHook(() => useResource(null, async () => ++calls));
    expect(result.current.isLoading).toBe(false);
    expect(calls).toBe(0);
  });

  it('a refresh waiting on a load that is dropped (the key becomes null) resolves instead of hanging', async () => {
    let release: (() => void) | undefined;
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useResource(key, () => new Promise<number>((resolve) => (release = () => resolve(1)))), {
      initialProps: { key: 'a' as string | null },
    });
    release?.();
    await waitFor(() => expect(result.current.data).toBe(1));
    let refreshed = false;
    let pending: Promise<void> | undefined;
    act(() => {
      pending = result.current.refresh().then(() => {
        refreshed = true;
      });
    });
    // The device's copy answers now: the screen stops asking the server (its load is aborted, never settles).
    rerender({ key: null });
    await pending;
    expect(refreshed).toBe(true);
  });
});

/** Loads the test settles by hand (in any order), each remembering the signal it was given. */
function signalledLoads() {
  const started: { key: string; signal: AbortSignal; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      started.push({ key, signal, resolve, reject });
    });
  const nth = (i: number) => {
    const s = started[i];
    if (!s) throw new Error(`load ${i} never started`);
    return s;
  };
  return { load, started, settle: (i: number, value: string) => act(async () => nth(i).resolve(value)), fail: (i: number, error: Error) => act(async () => nth(i).reject(error)) };
}

describe('useResource (type-ahead: the last keystroke wins)', () => {
  it('cancels the request of an older keystroke and never shows its late answer', async () => {
    const loads = signalledLoads();
    const { result, rerender } = renderHook(({ q }) => useResource(`search:${q}`, loads.load(q), { keepPrevious: true }), { initialProps: { q: 'abc' } });
    rerender({ q: 'abcd' });
    rerender({ q: 'abcde' });
    expect(loads.started.map((s) => s.key)).toEqual(['abc', 'abcd', 'abcde']);
    expect(loads.started.map((s) => s.signal.aborted)).toEqual([true, true, false]);
    await loads.settle(2, 'rows of abcde');
    // The older answers arrive after the newest one: they must not replace it.
    await loads.settle(0, 'rows of abc');
    await loads.settle(1, 'rows of abcd');
    expect(result.current.data).toBe('rows of abcde');
    expect(result.current.isLoading).toBe(false);
  });

  it('drops an older load of the same key that answers after a newer one (typing back to an earlier text, or a refresh)', async () => {
    const loads = signalledLoads();
    const { result, rerender } = renderHook(({ q }) => useResource(`search:${q}`, loads.load(q)), { initialProps: { q: 'ab' } });
    rerender({ q: 'abc' });
    rerender({ q: 'ab' });
    expect(loads.started.map((s) => s.key)).toEqual(['ab', 'abc', 'ab']);
    await loads.settle(2, 'new rows of ab');
    await loads.settle(0, 'old rows of ab');
    expect(result.current.data).toBe('new rows of ab');
  });

  it("an aborted request's failure is not shown as the screen's error", async () => {
    const loads = signalledLoads();
    const { result, rerender } = renderHook(({ q }) => useResource(`search:${q}`, loads.load(q)), { initialProps: { q: 'a' } });
    rerender({ q: 'ab' });
    await loads.fail(0, new Error('The operation was aborted.'));
    await loads.settle(1, 'rows of ab');
    expect(result.current.error).toBeNull();
    expect(result.current.data).toBe('rows of ab');
  });

  it('leaving the screen cancels the request still running', async () => {
    const loads = signalledLoads();
    const { unmount } = renderHook(() => useResource('search:a', loads.load('a')));
    expect(loads.started[0]?.signal.aborted).toBe(false);
    unmount();
    expect(loads.started[0]?.signal.aborted).toBe(true);
  });

  it('refresh of the current key keeps only the newest answer', async () => {
    const loads = signalledLoads();
    const { result } = renderHook(() => useResource('k', loads.load('k')));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.refresh();
    });
    expect(loads.started).toHaveLength(2);
    expect(loads.started[0]?.signal.aborted).toBe(true);
    await loads.settle(1, 'fresh');
    await loads.settle(0, 'stale');
    await act(() => first);
    await waitFor(() => expect(result.current.data).toBe('fresh'));
  });
});
