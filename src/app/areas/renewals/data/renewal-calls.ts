/**
 * Renewal calls (spec 001 §8, §9): at most one call per report kind in flight; a newer call cancels the older, and
 * the cancelled call's answer is ignored (even one that arrives anyway). A failure answers with its message, which
 * the screen shows in place of the list.
 */
export type RenewalOutcome<T> = { status: 'ok'; data: T } | { status: 'cancelled' } | { status: 'error'; message: string };

export type RenewalPost = <T>(path: string, body: unknown, signal: AbortSignal) => Promise<T>;

export function createRenewalCaller(post: RenewalPost) {
  const inFlight = new Map<string, AbortController>();
  return async function call<T>(kind: string, path: string, body: unknown): Promise<RenewalOutcome<T>> {
    inFlight.get(kind)?.abort();
    const controller = new AbortController();
    inFlight.set(kind, controller);
    try {
      const data = await post<T>(path, body, controller.signal);
      if (controller.signal.aborted) return { status: 'cancelled' };
      return { status: 'ok', data };
    } catch (error) {
      if (controller.signal.aborted) return { status: 'cancelled' };
      return { status: 'error', message: error instanceof Error && error.message ? error.message : 'Something went wrong!' };
    } finally {
      if (inFlight.get(kind) === controller) inFlight.delete(kind);
    }
  };
}
