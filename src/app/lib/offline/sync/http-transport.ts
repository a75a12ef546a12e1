import { CONSOLE_REQUEST_HEADERS } from '../../../../domain/auth/console-request';
import { syncEndpoints } from '../../../../domain/sync/sync.endpoints';
import { NO_CONNECTION_MESSAGE, TransportError, type PullResponse, type PushResponse, type SnapshotPage, type SyncTransport } from './transport';

export type HttpTransportOptions = {
  /** '/api' on the same origin, or the configured API host. */
  baseURL: string;
  /** The network; tests pass one that calls the server in process. */
  fetch?: typeof globalThis.fetch;
  /** Per request (default 60 s): a hung request counts as no answer and is retried. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 60_000;

/** The sync endpoints (domain/sync/sync.endpoints.ts) over fetch, with the session cookie (credentials 'include'). */
export function createHttpTransport(options: HttpTransportOptions): SyncTransport {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseURL.replace(/\/$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, query: Record<string, string | number | null>, body?: unknown): Promise<T> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== null && value !== '') search.set(key, String(value));
    const url = `${base}${path}${search.size ? `?${search.toString()}` : ''}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        credentials: 'include',
        headers: { accept: 'application/json', ...CONSOLE_REQUEST_HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      throw new TransportError(0, NO_CONNECTION_MESSAGE);
    } finally {
      clearTimeout(timer);
    }
    let data: unknown = null;
    try {
      data = await response.json();
    } catch {
      if (response.ok) throw new TransportError(0, NO_CONNECTION_MESSAGE);
    }
    if (!response.ok) throw new TransportError(response.status, messageOf(data) ?? `The server answered ${response.status}.`);
    return data as T;
  }

  return {
    pull: ({ cursor, clientId, limit }) => call<PullResponse>(syncEndpoints.pull.method, syncEndpoints.pull.path, { cursor, clientId, limit }),
    // Compact pages (a column list and an array of values a row); prime.ts builds the rows.
    snapshot: ({ entity, after, limit }) => call<SnapshotPage>(syncEndpoints.snapshot.method, syncEndpoints.snapshot.path, { entity, after, limit, format: 'columns' }),
    push: ({ clientId, commands }) => call<PushResponse>(syncEndpoints.push.method, syncEndpoints.push.path, {}, { clientId, commands }),
  };
}

/** The API's one error shape: {"error": {"msg": "..."}}. */
function messageOf(data: unknown): string | null {
  const msg = (data as { error?: { msg?: unknown } } | null)?.error?.msg;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : null;
}
