import type { OfflineSession } from '../offline/session/session-registry';

/**
 * A screen's live query started before the screen asks for it (issue 55): my-accounts' typed search navigates, and
 * the navigation's render (80-240 ms on the phone profile at 4x CPU slowdown) came before the device copy was even
 * asked. The filters start the copy's query for the new search at the debounce; the screen, rendered for that search,
 * reads the same query (its answer at once when it has come) instead of starting another.
 *
 * One early query a `group` (a screen's question): a newer one drops the older (the last keystroke wins: an older
 * search's answer reaches no reader), and one the screen never reads is dropped after EARLY_HOLD_MS.
 */

type Observer<T> = { next?: (value: T) => void; error?: (error: unknown) => void };
type Unsubscribe = { unsubscribe(): void };

/** Dexie's liveQuery observable as its readers use it: subscribe, and the last answer it holds. */
export type LiveObservable<T> = {
  subscribe(observer: Observer<T>): Unsubscribe;
  hasValue?: () => boolean;
  getValue?: () => T;
};

/** How long a query started early waits for its screen (a navigation renders well within it). */
export const EARLY_HOLD_MS = 10_000;

/**
 * One run of the live query for all its readers: the first subscription starts it, the last one's end stops it, and
 * a reader that comes after an answer is given that answer at once.
 */
function shared<T>(source: LiveObservable<T>): LiveObservable<T> & { hasValue: () => boolean; getValue: () => T } {
  const observers = new Set<Observer<T>>();
  let upstream: Unsubscribe | null = null;
  let answer: { value: T } | null = null;
  return {
    hasValue: () => answer !== null,
    getValue: () => answer?.value as T,
    subscribe(observer) {
      observers.add(observer);
      if (answer) observer.next?.(answer.value);
      upstream ??= source.subscribe({
        next: (value) => {
          answer = { value };
          for (const o of [...observers]) o.next?.(value);
        },
        error: (error) => {
          for (const o of [...observers]) o.error?.(error);
        },
      });
      return {
        unsubscribe() {
          if (!observers.delete(observer) || observers.size > 0 || !upstream) return;
          upstream.unsubscribe();
          upstream = null;
          answer = null;
        },
      };
    },
  };
}

type Early = {
  session: OfflineSession;
  key: string;
  live: LiveObservable<unknown>;
  answered: Promise<void>;
  done?: () => void;
  hold: Unsubscribe;
  timer: ReturnType<typeof setTimeout>;
};

const early = new Map<string, Early>();

function drop(group: string, entry: Early): void {
  if (early.get(group) !== entry) return;
  early.delete(group);
  clearTimeout(entry.timer);
  entry.hold.unsubscribe();
  entry.done?.();
}

/**
 * Starts `querier` as the live query named `key` on `session`, for a reader to come (useSessionLiveQuery with the same
 * session and key). The query `group` started before, if no reader has taken it, is dropped. Resolves with its first
 * answer, or when it is dropped or taken before answering.
 */
export function startLiveQueryEarly<T>(group: string, session: OfflineSession, key: string, querier: () => Promise<T>): Promise<void> {
  const previous = early.get(group);
  if (previous?.session === session && previous.key === key) return previous.answered;
  if (previous) drop(group, previous);
  const live = shared(session.liveQuery(querier)) as LiveObservable<unknown>;
  let answered: () => void = () => undefined;
  const entry: Early = {
    session,
    key,
    live,
    answered: new Promise<void>((resolve) => (answered = resolve)),
    hold: live.subscribe({ next: () => answered(), error: () => answered() }),
    timer: setTimeout(() => drop(group, entry), EARLY_HOLD_MS),
  };
  entry.done = answered;
  early.set(group, entry);
  return entry.answered;
}

/** The live query started early as `key` on `session`, if one waits for its reader. */
export function earlyLiveQuery<T>(session: OfflineSession, key: string): LiveObservable<T> | null {
  for (const entry of early.values()) if (entry.session === session && entry.key === key) return entry.live as LiveObservable<T>;
  return null;
}

/** A reader subscribed to `live`: its subscription keeps the query from now on, no longer the early start's hold. */
export function adoptEarlyLiveQuery(live: LiveObservable<unknown>): void {
  for (const [group, entry] of early) if (entry.live === live) drop(group, entry);
}
