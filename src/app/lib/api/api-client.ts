import { createFetch, type FetchError } from 'ofetch';
import { PERFORMANCE_REQUEST_TIMEOUT_MS, RENEWAL_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../../domain/reference/limits';
import { ApiFailure, toApiFailure } from './api-failure';
import { emitApiFailure } from './api-failure-events';
import { emitApiWrite } from './api-write-events';
import type { ResponseCache } from './response-cache';

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

/** Query values as ofetch takes them; absent values are left out. */
function cleanQuery(query: ApiRequestOptions['query']): Record<string, string | number | boolean | (string | number)[]> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | number | boolean | (string | number)[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    out[key] = Array.isArray(value) ? [...(value as readonly (string | number)[])] : (value as string | number | boolean);
  }
  return out;
}

function requestBody(options: ApiRequestOptions): BodyInit | Record<string, unknown> | undefined {
  if (options.form) return new URLSearchParams(options.form);
  const body = options.body;
  if (body === undefined) return undefined;
  if (body instanceof URLSearchParams || body instanceof FormData || typeof body === 'string' || body instanceof Blob) return body;
  // Arrays and objects go as JSON (ofetch serialises plain objects and arrays).
  return body as Record<string, unknown>;
}

function isFetchError(error: unknown): error is FetchError {
  return error instanceof Error && error.name === 'FetchError';
}

/** One place where every call goes through: timeouts, credentials, the error rules and the failure notice. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const $fetch = createFetch({
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    Headers: globalThis.Headers,
    AbortController: globalThis.AbortController,
  });

  async function request<T>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
    const query = cleanQuery(options.query);
    const cacheUrl = `${method} ${path}${query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}` : ''}`;
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
      const data = await $fetch<T>(path, {
        baseURL: config.baseURL,
        method,
        query,
        body: requestBody(options),
        headers: { accept: 'application/json', ...options.headers },
        credentials: 'include',
        signal: controller.signal,
        retry: 0,
      });
      if (cache) cache.set(cacheUrl, options.body, data, options.cache?.ttlMs);
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
  if (isFetchError(error) && error.response) {
    return toApiFailure({ response: { status: error.response.status, data: error.data as unknown }, timeoutMs }, fallback401);
  }
  const cause = isFetchError(error) ? (error.cause ?? error) : error;
  return toApiFailure({ cause, timeoutMs }, fallback401);
}
