// A small server-sent events client for tests and benchmarks (Node's fetch; the browser has EventSource): opens a
// stream, parses its events and lets a test wait for the one it expects.
export type SseEvent = { event: string; id: string | undefined; data: string };

export type SseStream = {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Resolves with the first event (already received or still to come) that matches; rejects after timeoutMs. */
  next: (match: (e: SseEvent) => boolean, timeoutMs?: number) => Promise<SseEvent>;
  close: () => void;
  /** Settles when the server ends the stream (or close() aborts it). */
  ended: Promise<void>;
};

/** `onEvent` sees each event as it arrives (a benchmark's clock); `keep: false` does not keep them in `events`. */
export async function openSse(
  url: string,
  headers: Record<string, string> = {},
  options: { onEvent?: (e: SseEvent) => void; keep?: boolean } = {},
): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<{ match: (e: SseEvent) => boolean; from: number; resolve: (e: SseEvent) => void }>();
  const offer = () => {
    for (const waiter of waiters) {
      const found = events.slice(waiter.from).find(waiter.match);
      if (found) {
        waiters.delete(waiter);
        waiter.resolve(found);
      }
    }
  };
  let ended: Promise<void> = Promise.resolve();
  if (res.body && res.status === 200) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    ended = (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const e: SseEvent = { event: 'message', id: undefined, data: '' };
            for (const line of block.split('\n')) {
              const colon = line.indexOf(':');
              if (colon === 0) continue;
              const field = colon < 0 ? line : line.slice(0, colon);
              const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'event') e.event = value;
              else if (field === 'id') e.id = value;
              else if (field === 'data') e.data += (e.data ? '\n' : '') + value;
            }
            options.onEvent?.(e);
            if (options.keep === false) continue;
            events.push(e);
            offer();
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  let seen = 0;
  return {
    status: res.status,
    headers: res.headers,
    events,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          from: seen,
          resolve: (e: SseEvent) => {
            clearTimeout(timer);
            seen = events.indexOf(e) + 1;
            resolve(e);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${events.map((x) => x.event).join(', ')}`));
        }, timeoutMs);
        waiters.add(waiter);
        offer();
      });
    },
    close: () => controller.abort(),
    ended,
  };
}
