/**
 * The notices queue behind the snackbar: what is showing, and when each notice leaves. A notice with a
 * duration leaves by itself (paused while the pointer or focus is on it); one without stays until dismissed.
 */
export type NoticeKind = 'success' | 'error' | 'warning' | 'info';
export type Notice = { id: number; kind: NoticeKind; message: string; durationMs: number | null };

export type SnackbarStore = {
  getNotices(): readonly Notice[];
  subscribe(listener: () => void): () => void;
  /** Shows a notice; an identical one already showing is kept (its timer restarts) instead of stacking. */
  show(kind: NoticeKind, message: string, durationMs: number | null): number;
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
  const remaining = new Map<number, number>();

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  function stopTimer(id: number) {
    const entry = running.get(id);
    if (entry) timers.clearTimer(entry.timer);
    running.delete(id);
  }

  function startTimer(id: number, ms: number) {
    stopTimer(id);
    running.set(id, { timer: timers.setTimer(() => store.dismiss(id), ms), endsAt: timers.now() + ms });
  }

  const store: SnackbarStore = {
    getNotices: () => notices,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    show(kind, message, durationMs) {
      const same = notices.find((n) => n.kind === kind && n.message === message);
      if (same) {
        if (same.durationMs !== null) startTimer(same.id, same.durationMs);
        return same.id;
      }
      const notice: Notice = { id: nextId++, kind, message, durationMs };
      const overflow = notices.length + 1 - MAX_VISIBLE_NOTICES;
      for (const old of overflow > 0 ? notices.slice(0, overflow) : []) stopTimer(old.id);
      notices = [...(overflow > 0 ? notices.slice(overflow) : notices), notice];
      if (durationMs !== null) startTimer(notice.id, durationMs);
      emit();
      return notice.id;
    },
    dismiss(id) {
      stopTimer(id);
      remaining.delete(id);
      if (!notices.some((n) => n.id === id)) return;
      notices = notices.filter((n) => n.id !== id);
      emit();
    },
    pause(id) {
      const entry = running.get(id);
      if (!entry) return;
      remaining.set(id, Math.max(0, entry.endsAt - timers.now()));
      stopTimer(id);
    },
    resume(id) {
      const left = remaining.get(id);
      if (left === undefined) return;
      remaining.delete(id);
      startTimer(id, left);
    },
  };
  return store;
}
