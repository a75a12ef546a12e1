/**
 * The notices queue behind the snackbar: what is showing, which view raised each (`origin`: a dialog's key, or null
 * for the page), and when each notice leaves. A notice with a duration leaves by itself (paused while the pointer or
 * focus is on it), wherever it shows; one without stays until dismissed.
 */
export type NoticeKind = 'success' | 'error' | 'warning' | 'info';
export type Notice = {
  id: number;
  kind: NoticeKind;
  message: string;
  durationMs: number | null;
  origin: string | null;
};

export type SnackbarStore = {
  getNotices(): readonly Notice[];
  subscribe(listener: () => void): () => void;
  /** Shows a notice of a view; an identical one of the same view already showing is kept (its timer restarts) instead of stacking. */
  show(kind: NoticeKind, message: string, durationMs: number | null, origin?: string | null): number;
  dismiss(id: number): void;
  pause(id: number): void;
  resume(id: number): void;
};

type Timers = {
  setTimer: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer: (timer: ReturnType<typeof setTimeout>) => void;
  now: () => number;
};

/** At most this many notices show at once; the oldest leaves first. */
export const MAX_VISIBLE_NOTICES = 4;

// Wrapped: browsers throw 'Illegal invocation' when setTimeout is called as a method of another object.
const browserTimers: Timers = {
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (timer) => clearTimeout(timer),
  now: () => Date.now(),
};

export function createSnackbarStore(timers: Timers = browserTimers): SnackbarStore {
  let notices: readonly Notice[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const running = new Map<number, { timer: ReturnType<typeof setTimeout>; endsAt: number }>();
  /** Time left of a notice whose timer is stopped (paused by the user). */
  const remaining = new Map<number, number>();
  /** Notices the pointer or focus is on. */
  const pausedByUser = new Set<number>();

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  function stopTimer(id: number) {
    const entry = running.get(id);
    if (entry) timers.clearTimer(entry.timer);
    running.delete(id);
  }

  /** Runs the notice's clock for `ms` more, or keeps the time for later while it is paused. */
  function startTimer(id: number, ms: number) {
    stopTimer(id);
    if (pausedByUser.has(id)) {
      remaining.set(id, ms);
      return;
    }
    remaining.delete(id);
    running.set(id, {
      timer: timers.setTimer(() => store.dismiss(id), ms),
      endsAt: timers.now() + ms,
    });
  }

  function freeze(id: number) {
    const entry = running.get(id);
    if (!entry) return;
    remaining.set(id, Math.max(0, entry.endsAt - timers.now()));
    stopTimer(id);
  }

  function forget(id: number) {
    stopTimer(id);
    remaining.delete(id);
    pausedByUser.delete(id);
  }

  function thaw(id: number) {
    const left = remaining.get(id);
    if (left !== undefined) startTimer(id, left);
  }

  const store: SnackbarStore = {
    getNotices: () => notices,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    show(kind, message, durationMs, origin = null) {
      const same = notices.find((n) => n.kind === kind && n.message === message && n.origin === origin);
      if (same) {
        if (same.durationMs !== null) startTimer(same.id, same.durationMs);
        return same.id;
      }
      const notice: Notice = {
        id: nextId++,
        kind,
        message,
        durationMs,
        origin,
      };
      const overflow = notices.length + 1 - MAX_VISIBLE_NOTICES;
      for (const old of overflow > 0 ? notices.slice(0, overflow) : []) forget(old.id);
      notices = [...(overflow > 0 ? notices.slice(overflow) : notices), notice];
      if (durationMs !== null) startTimer(notice.id, durationMs);
      emit();
      return notice.id;
    },
    dismiss(id) {
      forget(id);
      if (!notices.some((n) => n.id === id)) return;
      notices = notices.filter((n) => n.id !== id);
      emit();
    },
    pause(id) {
      if (!notices.some((n) => n.id === id)) return;
      freeze(id);
      pausedByUser.add(id);
    },
    resume(id) {
      pausedByUser.delete(id);
      thaw(id);
    },
  };
  return store;
}
