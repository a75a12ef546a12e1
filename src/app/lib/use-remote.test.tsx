// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRemote } from './use-remote';

afterEach(cleanup);

/** Loads the test settles by hand (in any order), each remembering the signal it was given. */
function deferredLoads() {
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

describe('useRemote (type-ahead: the last keystroke wins)', () => {
  it('cancels the request of an older keystroke and never shows its late answer', async () => {
    const loads = deferredLoads();
    const { result, rerender } = renderHook(({ q }) => useRemote(`search:${q}`, loads.load(q), { keepPreviousData: true }), { initialProps: { q: 'abc' } });
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
    const loads = deferredLoads();
    const { result, rerender } = renderHook(({ q }) => useRemote(`search:${q}`, loads.load(q)), { initialProps: { q: 'ab' } });
    rerender({ q: 'abc' });
    rerender({ q: 'ab' });
    expect(loads.started.map((s) => s.key)).toEqual(['ab', 'abc', 'ab']);
    await loads.settle(2, 'new rows of ab');
    await loads.settle(0, 'old rows of ab');
    expect(result.current.data).toBe('new rows of ab');
  });

  it("an aborted request's failure is not shown as the screen's error", async () => {
    const loads = deferredLoads();
    const { result, rerender } = renderHook(({ q }) => useRemote(`search:${q}`, loads.load(q)), { initialProps: { q: 'a' } });
    rerender({ q: 'ab' });
    await loads.fail(0, new Error('The operation was aborted.'));
    await loads.settle(1, 'rows of ab');
    expect(result.current.error).toBeUndefined();
    expect(result.current.data).toBe('rows of ab');
  });

  it('leaving the screen cancels the request still running', async () => {
    const loads = deferredLoads();
    const { unmount } = renderHook(() => useRemote('search:a', loads.load('a')));
    expect(loads.started[0]?.signal.aborted).toBe(false);
    unmount();
    expect(loads.started[0]?.signal.aborted).toBe(true);
  });

  it('refresh of the current key keeps only the newest answer', async () => {
    const loads = deferredLoads();
    const { result } = renderHook(() => useRemote('k', loads.load('k')));
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
