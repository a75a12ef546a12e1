import { useCallback, useEffect, useRef, useState } from 'react';

export type Remote<T> = {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  /** Loads again (keeping the current data on screen until the answer comes). */
  refresh: () => Promise<void>;
  /** Replaces the data on screen with what a mutation answered (no request). */
  mutate: (update: (current: T | undefined) => T | undefined) => void;
};

/**
 * Loads `load()` when `key` changes and keeps the last answer: the shape every data hook returns
 * (`{ data, error, isLoading, refresh }`). Only the latest load's answer is kept (the last keystroke wins): starting
 * a load aborts the one before it (`load`'s signal; pass it to api.get so the request is cancelled), and an older
 * load's answer or failure that still arrives is dropped, whether the key changed meanwhile or a refresh of the same
 * key was started after it.
 * `load` is read through a ref, so callers may pass an inline function; `key` alone decides when to reload.
 * A null key loads nothing. `keepPreviousData` keeps the last answer on screen while another key loads (a
 * table turning pages shows the old page, marked busy, rather than nothing).
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: { keepPreviousData?: boolean } = {}): Remote<T> {
  const keepPrevious = options.keepPreviousData ?? false;
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: unknown; isLoading: boolean }>({
    key,
    data: undefined,
    error: undefined,
    isLoading: key !== null,
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const keyRef = useRef(key);
  const keepPreviousRef = useRef(keepPrevious);
  keepPreviousRef.current = keepPrevious;
  keyRef.current = key;

  /** The load whose answer is still wanted: the latest one started. */
  const latest = useRef<AbortController | null>(null);

  const run = useCallback(async (forKey: string | null) => {
    latest.current?.abort();
    latest.current = null;
    if (forKey === null) return;
    const controller = new AbortController();
    latest.current = controller;
    const current = () => latest.current === controller && keyRef.current === forKey;
    setState((s) => ({ ...s, key: forKey, isLoading: true, ...(s.key === forKey || keepPreviousRef.current ? {} : { data: undefined }), error: undefined }));
    try {
      const data = await loadRef.current(controller.signal);
      if (current()) setState({ key: forKey, data, error: undefined, isLoading: false });
    } catch (error) {
      if (current()) setState((s) => ({ ...s, key: forKey, error, isLoading: false }));
    }
  }, []);

  useEffect(() => {
    void run(key);
  }, [key, run]);

  // Leaving the screen cancels what it still waits for.
  useEffect(
    () => () => {
      latest.current?.abort();
      latest.current = null;
    },
    [],
  );

  const refresh = useCallback(() => run(keyRef.current), [run]);
  const mutate = useCallback((update: (current: T | undefined) => T | undefined) => {
    setState((s) => ({ ...s, data: update(s.data) }));
  }, []);
  const sameKey = state.key === key;
  return {
    data: sameKey || keepPrevious ? state.data : undefined,
    error: sameKey ? state.error : undefined,
    isLoading: key !== null && (!sameKey || state.isLoading),
    refresh,
    mutate,
  };
}
