import { useEffect, useMemo, useState } from 'react';
import { drawAnswer } from './draw-answer';
import { adoptEarlyLiveQuery, earlyLiveQuery, type LiveObservable } from './early-live-query';
import type { OfflineSession } from '../offline/session/session-registry';

type Seen<T> = { from: LiveObservable<T> | null; value: T | undefined; error: unknown };

/**
 * dexie-react-hooks' useLiveQuery, with Dexie's liveQuery taken from the running session instead of imported: the
 * screens that read the mirror then do not carry Dexie in their chunks (it comes with the session, issue 10). The
 * same behaviour: undefined until the first answer, the last answer kept while a new key re-runs the query, an
 * answer the observable already holds (another reader's) returned at once, a failed query thrown. The query is
 * named by the session and `key`: a new inline querier each render does not subscribe again. No session: undefined.
 * A query started early under the same session and key (early-live-query.ts) is read rather than started again.
 */
export function useSessionLiveQuery<T>(session: OfflineSession | null, querier: () => Promise<T>, key: string): T | undefined {
  // Named by the session and the key, not by the querier (a new function each render).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const observable = useMemo((): LiveObservable<T> | null => (session ? (earlyLiveQuery<T>(session, key) ?? session.liveQuery(querier)) : null), [session, key]);
  const [seen, setSeen] = useState<Seen<T>>({ from: null, value: undefined, error: null });
  useEffect(() => {
    if (!observable) return;
    let answered = false;
    const subscription = observable.subscribe({
      next: (value: T) => {
        drawAnswer(!answered, () => setSeen((previous) => (previous.from === observable && previous.value === value && previous.error === null ? previous : { from: observable, value, error: null })));
        answered = true;
      },
      error: (error: unknown) => setSeen((previous) => ({ from: observable, value: previous.value, error })),
    });
    adoptEarlyLiveQuery(observable as LiveObservable<unknown>);
    return () => subscription.unsubscribe();
  }, [observable]);
  if (seen.from === observable && seen.error) throw seen.error;
  if (observable && seen.from !== observable && observable.hasValue?.() && observable.getValue) return observable.getValue();
  return seen.value;
}
