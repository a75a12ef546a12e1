import { PERFORMANCE_REQUEST_TIMEOUT_MS, RENEWAL_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../../domain/reference/limits';
import { ApiFailure, toApiFailure } from './api-failure';
import { emitApiFailure } from './api-failure-events';
import { emitApiWrite } from './api-write-events';
import type { ResponseCache } from './response-cache';
import { noteCachedRead, noteNetworkRead } from './api-cached-read-events';
import { CACHED_READ_HEADER } from '../sw/cached-read-header';
import { CONSOLE_REQUEST_HEADERS } from '../../../domain/auth/console-request';


/** Spec 000 §9: every call 15,000,000 ms, renewal calls 60 s, performance calls 120 s. */
export const REQUEST_TIMEOUTS = {
  default: REQUEST_TIMEOUT_MS,
  renewal: RENEWAL_REQUEST_TIMEOUT_MS,
  performance: PERFORMANCE_REQUEST_TIMEOUT_MS,
} as const;
export type TimeoutPreset = keyof typeof REQUEST_TIMEOUTS;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  query?: Record<string, QueryValue>;
  /** A JSON value, or URLSearchParams / FormData sent as they are. */
  body?: unknown;
  /** A form-encoded body (application/x-www-form-urlencoded), e.g. sign-in. */
  form?: Record<string, string>;
  timeout?: TimeoutPreset | number;
  /** false: the caller shows the error itself, so no snackbar notice (the rejection still comes). */
  notify?: boolean;
  /** For a 401, this message wins over the server's (spec 000 §8 rule 1). */
  fallback401?: string;
  /** Keep the response in the browser-storage cache, keyed by URL and body (24 h unless ttlMs says). */
  cache?: { ttlMs?: number };
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export type ApiClientConfig = {
  /** '/api', or VITE_API_BASE for a separate API host. */
  baseURL: string;
  /** The network; tests pass their own. */
  fetch?: typeof globalThis.fetch;
  cache?: ResponseCache | null;
};

export type ApiClient = {
  request<T>(method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<T>;
  get<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  delete<T>(path: string, options?: ApiRequestOptions): Promise<T>;
};

function timeoutMsOf(timeout: ApiRequestOptions['timeout']): number {
  if (typeof timeout === 'number') return timeout;
  return REQUEST_TIMEOUTS[timeout ?? 'default'];
}

function timeoutError(ms: number): Error {
  const error = new Error(`timeout of ${ms}ms exceeded`);
  error.name = 'TimeoutError';
  return error;
}

/** The query string: absent values left out, an array as the key repeated (`k=a&k=b`). */
function queryString(query: ApiRequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value as readonly (string | number)[]) params.append(key, String(item));
    else params.append(key, String(value as string | number | boolean));
  }
  return params.toString();
}

function urlOf(baseURL: string, path: string, query: string): string {
  const url = `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** The body as fetch takes it: forms and files as they are, anything else as JSON. */
function requestBody(options: ApiRequestOptions): { body?: BodyInit; json: boolean } {
  if (options.form) return { body: new URLSearchParams(options.form), json: false };
  const body = options.body;
  if (body === undefined) return { json: false };
  if (body instanceof URLSearchParams || body instanceof FormData || typeof body === 'string' || body instanceof Blob) return { body, json: false };
  return { body: JSON.stringify(body), json: true };
}

/** A JSON answer parsed; other text as text; an empty answer is undefined. */
async function responseData(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (/\bjson\b/i.test(response.headers.get('content-type') ?? '')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** A non-2xx answer, carried to failureOf with its status and parsed body. */
class HttpAnswer extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** One place where every call goes through: timeouts, credentials, the error rules and the failure notice. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const send = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function request<T>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
    const query = queryString(options.query);
    const cacheUrl = `${method} ${path}${query ? `?${query}` : ''}`;
    const cache = options.cache ? config.cache : null;
    if (cache) {
      const hit = cache.get<T>(cacheUrl, options.body);
      if (hit !== undefined) return hit;
    }

    const timeoutMs = timeoutMsOf(options.timeout);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(timeoutError(timeoutMs)), timeoutMs);
    const forwardAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      const { body, json } = requestBody(options);
      const response = await send(urlOf(config.baseURL, path, query), {
        method,
        body,
        // The console's header on every call: the server accepts no write without it from elsewhere (issue 56).
        headers: { accept: 'application/json', ...CONSOLE_REQUEST_HEADERS, ...(json ? { 'content-type': 'application/json' } : {}), ...options.headers },
        credentials: 'include',
        signal: controller.signal,
      });
      const answer = await responseData(response);
      if (!response.ok) throw new HttpAnswer(response.status, answer);
      const data = answer as T;
      if (cache) cache.set(cacheUrl, options.body, data, options.cache?.ttlMs);
      if (method === 'GET') {
        const cachedAt = response.headers?.get?.(CACHED_READ_HEADER) ?? null;
        if (cachedAt !== null) noteCachedRead(cachedAt);
        else noteNetworkRead();
      }
      if (method !== 'GET') emitApiWrite({ method, path });
      return data;
    } catch (error) {
      // The caller cancelled: not a failure, nothing to announce.
      if (options.signal?.aborted) throw error;
      const failure = failureOf(error, timeoutMs, options.fallback401);
      emitApiFailure({ failure, notify: options.notify !== false, method, path });
      throw failure;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

function failureOf(error: unknown, timeoutMs: number, fallback401: string | undefined): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (error instanceof HttpAnswer) return toApiFailure({ response: { status: error.status, data: error.data }, timeoutMs }, fallback401);
  return toApiFailure({ cause: error, timeoutMs }, fallback401);
}
