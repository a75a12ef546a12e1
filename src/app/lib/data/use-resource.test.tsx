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
