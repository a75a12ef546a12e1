import { useCallback, useEffect, useRef, useState } from 'react';
import { drawAnswer } from './draw-answer';

/**
 * What a screen's data hook returns: the server's rows (kept while a refresh runs, so nothing flickers), the
 * failure of the last load, whether the first load for this key is still running, a refresh that resolves when
 * the new data is in, and mutate, which puts what a save answered on screen without a request. The offline
 * mirror (use-mirror-resource.ts) returns the same shape. The app's one data-loading hook (issue 51).
 */
export type Resource<T> = {
  data: T | undefined;
  error: Error | null;
  isLoading: boolean;
  isRefreshing: boolean;
  refresh: () => Promise<void>;
  /** Replaces the data on screen with what a mutation answered (no request). */
  mutate: (update: (current: T | undefined) => T | undefined) => void;
};

type Loaded<T> = { key: string; data: T | undefined; error: Error | null; round: number };

/**
 * Loads `load()` whenever `key` changes (null: nothing to load yet) and when `refresh()` is called. Only the latest
 * load's answer is kept (the last keystroke wins): starting a load aborts the one before it (`load`'s signal; pass it
 * to api.get so the request is cancelled), and an older load's answer or failure that still arrives is dropped,
 * whether the key changed meanwhile or a refresh of the same key was started after it. Leaving the screen cancels
 * what it still waits for. `load` is read through a ref, so callers may pass an inline function; `key` alone decides
 * when to reload: it must change whenever what `load` fetches changes (it names the request, e.g. its URL).
 */
export function useResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: { keepPrevious?: boolean; urgent?: boolean } = {},
): Resource<T> {
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const loadRef = useRef(load);
  const keyRef = useRef(key);
  const waiting = useRef<(() => void)[]>([]);
  /** The key of the last answer drawn. */
  const answeredKey = useRef<string | null>(null);
  /** Every answer drawn at once, the first too (a small section that must not wait behind a list's transition). */
  const urgent = options.urgent ?? false;

  useEffect(() => {
    loadRef.current = load;
    keyRef.current = key;
  });

  useEffect(() => {
    if (key === null) {
      // Nothing to load any more (e.g. the device's copy answers now and the server's load was dropped): a
      // refresh still waiting for that load is over, and must not hold its caller (a dialog) for ever.
      const resolvers = waiting.current;
      waiting.current = [];
      for (const resolve of resolvers) resolve();
      return;
    }
    const controller = new AbortController();
    const settle = (next: Loaded<T>) => {
      if (controller.signal.aborted) return;
      const update = () => setLoaded((previous) => (next.error && previous?.key === key ? { ...next, data: previous.data } : next));
      drawAnswer(answeredKey.current !== key && !urgent, update);
      answeredKey.current = key;
      const resolvers = waiting.current;
      waiting.current = [];
      for (const resolve of resolvers) resolve();
    };
    loadRef.current(controller.signal).then(
      (data) => settle({ key, data, error: null, round }),
      (error: unknown) => settle({ key, data: undefined, error: error instanceof Error ? error : new Error(String(error)), round }),
    );
    return () => controller.abort();
  }, [key, round, urgent]);

  const refresh = useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (keyRef.current === null) return resolve();
        waiting.current.push(resolve);
        setRound((r) => r + 1);
      }),
    [],
  );

  const mutate = useCallback((update: (current: T | undefined) => T | undefined) => {
    setLoaded((previous) => (previous ? { ...previous, data: update(previous.data) } : previous));
  }, []);

  const current = loaded !== null && loaded.key === key;
  return {
    // keepPrevious: a list being re-searched keeps showing its last rows (marked busy) until the new ones come.
    data: current || options.keepPrevious ? loaded?.data : undefined,
    error: current ? loaded.error : null,
    isLoading: key !== null && !current,
    isRefreshing: current && loaded.round !== round,
    refresh,
    mutate,
  };
}
