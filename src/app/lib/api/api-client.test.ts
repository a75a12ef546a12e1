// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, REQUEST_TIMEOUTS } from './api-client';
import { ApiFailure } from './api-failure';
import { onApiFailure, type ApiFailureEvent } from './api-failure-events';
import { onApiWrite, type ApiWriteEvent } from './api-write-events';
import { createResponseCache } from './response-cache';

type Call = { url: string; method: string; body: string | null; contentType: string | null; consoleHeader: string | null; credentials: RequestCredentials | undefined };

/** The network edge: answers each request with the next scripted response and records what was sent. */
function scriptedNetwork(responses: Array<() => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push({
      url: request.url,
      method: request.method,
      body: init?.body === undefined || init.body === null ? null : await request.text(),
      contentType: request.headers.get('content-type'),
      consoleHeader: request.headers.get('x-requested-with'),
      credentials: init?.credentials,
    });
    const next = responses.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  };
  return { fetch, calls };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let events: ApiFailureEvent[] = [];
let unsubscribe: () => void = () => {};
beforeEach(() => {
  events = [];
  unsubscribe = onApiFailure((event) => events.push(event));
});
afterEach(() => unsubscribe());

describe('api client', () => {
  it('announces each successful write (so the device copy pulls it), not reads nor failed writes', async () => {
    const net = scriptedNetwork([json(200, { ok: true }), json(200, { id: 3 }), json(422, { error: { msg: 'No.' } })]);
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch: net.fetch });
    const writes: ApiWriteEvent[] = [];
    const off = onApiWrite((event) => writes.push(event));
    await api.get('/sapna/v1/contact');
    await api.post('/sapna/v1/contact', { name: 'A' });
    await expect(api.put('/sapna/v1/contact/3', { name: 'B' })).rejects.toBeInstanceOf(ApiFailure);
    off();
    expect(writes).toEqual([{ method: 'POST', path: '/sapna/v1/contact' }]);
  });

  it('sends requests under the base path with credentials and returns the JSON body', async () => {
    const net = scriptedNetwork([json(200, { id: 7, roles: ['Finance'] })]);
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch: net.fetch });
    await expect(api.get('/user/details', { query: { a: 1, skip: undefined } })).resolves.toEqual({ id: 7, roles: ['Finance'] });
    expect(net.calls[0]?.url).toBe('http://console.test/api/user/details?a=1');
    expect(net.calls[0]?.credentials).toBe('include');
    // The console's own header, without which the server changes nothing (issue 56).
    expect(net.calls[0]?.consoleHeader).toBe('sales-console');
  });

  it('sends a form body form-encoded and a plain object as JSON', async () => {
    const net = scriptedNetwork([json(200, {}), json(200, {})]);
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch: net.fetch });
    await api.request('POST', '/login', { form: { username: 'agent', password: 'a b&c' } });
    await api.post('/reset-password', { username: 'agent', domainId: 2 });
    expect(net.calls[0]?.contentType).toContain('application/x-www-form-urlencoded');
    expect(net.calls[0]?.body).toBe('username=agent&password=a+b%26c');
    expect(net.calls[1]?.contentType).toBe('application/json');
    expect(JSON.parse(net.calls[1]?.body ?? '')).toEqual({ username: 'agent', domainId: 2 });
  });

  it("rejects with the server's error.msg and raises an API failure notice carrying it", async () => {
    const net = scriptedNetwork([json(400, { error: { msg: 'PIN is not valid' } })]);
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch: net.fetch });
    const failure = await api.post('/sapna/v1/contact', { pin: '1' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 400, message: 'PIN is not valid', noticeMessage: 'PIN is not valid' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ notify: true, method: 'POST', path: '/sapna/v1/contact' });
    expect(events[0]?.failure.message).toBe('PIN is not valid');
  });

  it('uses api_errors.details for a 500 without error.msg, and never leaks the status line', async () => {
    const net = scriptedNetwork([json(500, { api_errors: { details: 'ERP unreachable', display_phrase: 'Try later' } })]);
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch: net.fetch });
    await expect(api.get('/erp')).rejects.toMatchObject({ status: 500, message: 'ERP unreachable' });
  });

  it("falls back to 'Alas! Some error occurred.' and 'Something went wrong!' in the notice when nothing is usable", async () => {
    const net = scriptedNetwork([json(404, {}), () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })]);
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch: net.fetch });
    await expect(api.get('/nothing')).rejects.toMatchObject({ status: 404, message: 'Alas! Some error occurred.', noticeMessage: 'Something went wrong!' });
    await expect(api.get('/proxy')).rejects.toMatchObject({ status: 502, message: 'Alas! Some error occurred.', noticeMessage: 'Something went wrong!' });
  });

  it("shows the server's denial for a 403", async () => {
    const net = scriptedNetwork([json(403, { error: { msg: 'You are not authorized to approve/reject this approval.' } })]);
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch: net.fetch });
    await expect(api.post('/approvals/1/approve')).rejects.toMatchObject({ status: 403, message: 'You are not authorized to approve/reject this approval.' });
  });

  it("puts the caller's 401 fallback before the server message", async () => {
    const net = scriptedNetwork([json(401, { error: { msg: 'Please sign in to continue.' } }), json(401, { error: { msg: 'Please sign in to continue.' } })]);
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch: net.fetch });
    await expect(api.get('/user/details', { fallback401: 'Session expired' })).rejects.toMatchObject({ status: 401, message: 'Session expired' });
    await expect(api.get('/user/details')).rejects.toMatchObject({ status: 401, message: 'Please sign in to continue.' });
  });

  it("gives a failure without a response its own message ('Network Error') and no status", async () => {
    const net = scriptedNetwork([]);
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch: net.fetch });
    const failure = (await api.get('/user/details').catch((e: unknown) => e)) as ApiFailure;
    expect(failure.noResponse).toBe(true);
    expect(failure.status).toBeUndefined();
    expect(failure.message).toBe('Network Error');
  });

  it('times out after the given time with the client message', async () => {
    const never = (): Promise<Response> => new Promise(() => {});
    const fetch: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        void never();
      });
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch });
    await expect(api.get('/slow', { timeout: 20 })).rejects.toMatchObject({ timedOut: true, message: 'timeout of 20ms exceeded' });
  });

  it('has the spec timeouts: 15,000,000 ms by default, 60 s renewal, 120 s performance', () => {
    expect(REQUEST_TIMEOUTS).toEqual({ default: 15_000_000, renewal: 60_000, performance: 120_000 });
  });

  it('lets a caller that shows the error inline opt out of the notice, but still announces the failure', async () => {
    const net = scriptedNetwork([json(401, { error: { msg: 'Invalid username or password.' } })]);
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch: net.fetch });
    await expect(api.request('POST', '/login', { form: { username: 'x', password: 'y' }, notify: false })).rejects.toMatchObject({
      message: 'Invalid username or password.',
    });
    expect(events[0]?.notify).toBe(false);
  });

  it('a cancelled call rejects without a failure notice', async () => {
    const fetch: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch });
    const controller = new AbortController();
    const pending = api.get('/slow', { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.toThrow('left the page');
    expect(events).toHaveLength(0);
  });

  it('answers a cached call from browser storage, keyed by URL and body, until it expires', async () => {
    let now = 1_700_000_000_000;
    const cache = createResponseCache(localStorage, () => now);
    cache.clear();
    const net = scriptedNetwork([json(200, { cities: ['Pune'] }), json(200, { cities: ['Delhi'] }), json(200, { cities: ['Noida'] })]);
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch: net.fetch, cache });
    const search = (body: unknown) => api.post('/reference/search', body, { cache: { ttlMs: 60_000 } });
    await expect(search({ q: 'p', page: 1 })).resolves.toEqual({ cities: ['Pune'] });
    await expect(search({ page: 1, q: 'p' })).resolves.toEqual({ cities: ['Pune'] });
    expect(net.calls).toHaveLength(1);
    await expect(search({ q: 'd', page: 1 })).resolves.toEqual({ cities: ['Delhi'] });
    now += 60_001;
    await expect(search({ q: 'p', page: 1 })).resolves.toEqual({ cities: ['Noida'] });
    expect(net.calls).toHaveLength(3);
  });

  it('does not cache unless asked, and does not cache failures', async () => {
    const cache = createResponseCache(localStorage);
    cache.clear();
    const net = scriptedNetwork([json(200, { n: 1 }), json(200, { n: 2 }), json(500, {}), json(200, { n: 3 })]);
    const api = createApiClient({ baseURL: 'http://console.test/api', fetch: net.fetch, cache });
    await api.get('/x');
    await expect(api.get('/x')).resolves.toEqual({ n: 2 });
    await expect(api.get('/y', { cache: {} })).rejects.toBeInstanceOf(ApiFailure);
    await expect(api.get('/y', { cache: {} })).resolves.toEqual({ n: 3 });
  });
});
