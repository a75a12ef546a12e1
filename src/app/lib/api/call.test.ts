// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { authEndpoints } from '../../../domain/auth/auth.endpoints';
import { authRoutes } from '../../../domain/auth/auth.paths';
import { catalogueEndpoints } from '../../../domain/catalogue/catalogue.endpoints';
import type { erpEndpoints } from '../../../domain/erp/erp.endpoints';
import { erpRoutes } from '../../../domain/erp/erp.paths';
import { imageReviewEndpoints } from '../../../domain/image-review/image-review.endpoints';
import { paymentEndpoints } from '../../../domain/payments/payments.endpoints';
import { createApiClient } from './api-client';
import { createCall, createCallRoute, endpointPath } from './call';

type Sent = { url: string; method: string; body: BodyInit | null | undefined; contentType: string | null };

/** The network edge: records what each request sent and answers with `answer`. */
function network(answer: () => Response) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body, contentType: new Headers(init?.headers).get('content-type') });
    return answer();
  };
  return { sent, call: createCall(createApiClient({ baseURL: 'http://console.test/api', fetch })) };
}

describe('call(endpoint) for an upload (multipart) endpoint', () => {
  it('sends the FormData as it is, at the path built from the params, and resolves to the JSON answer', async () => {
    const net = network(() => new Response(JSON.stringify({ message: 'Document uploaded', document: { id: 3 } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const form = new FormData();
    form.set('documentType', 'Cheque');
    form.set('file', new File(['%PDF-1.4'], 'cheque.pdf', { type: 'application/pdf' }));

    const answer = await net.call(paymentEndpoints.uploadDocument, { params: { id: 7 }, body: form, notify: false });

    expect(net.sent).toHaveLength(1);
    expect(net.sent[0]!.method).toBe('POST');
    expect(net.sent[0]!.url).toBe('http://console.test/api/sapna/v1/payment/7/document');
    // The browser writes the multipart boundary itself: the client neither encodes the form nor sets a JSON type.
    expect(net.sent[0]!.body).toBe(form);
    expect(net.sent[0]!.contentType).not.toBe('application/json');
    expect(answer).toEqual({ message: 'Document uploaded', document: { id: 3 } });
  });

  it('keeps the query beside the form (the price import dry run)', async () => {
    const net = network(() => new Response(JSON.stringify({ dryRun: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const form = new FormData();
    await net.call(catalogueEndpoints.importPriceCsv, { body: form, query: { dryRun: 'true' }, notify: false });
    expect(net.sent[0]!.url).toBe('http://console.test/api/sapna/v2/package-price/csv?dryRun=true');
    expect(net.sent[0]!.body).toBe(form);
  });
});

describe('endpointPath for a download link', () => {
  it('fills in the params of a file endpoint', () => {
    expect(endpointPath(imageReviewEndpoints.file, { id: 42 })).toBe('/housingAP/image-review/files/42');
    expect(endpointPath(paymentEndpoints.listCsv)).toBe('/sapna/v1/payment/key-search/csv');
  });
});

type Seen = { method: string; url: URL; contentType: string | null; body: string };

/** The network edge: records each request and answers it with `answer`. */
function fakeClient(answer: unknown) {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    seen.push({ method: request.method, url: new URL(request.url), contentType: request.headers.get('content-type'), body: await request.text() });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { client: createApiClient({ baseURL: 'http://console.test/api', fetch }), seen };
}

const failedEvent = { id: 7, status: 'failed' };

describe('callRoute (a first screen calls the endpoint table by route reference)', () => {
  it("calls the route's method at its path, the query in the URL, and resolves to the answer", async () => {
    const { client, seen } = fakeClient({ results: [failedEvent], totalCount: 1 });
    const callRoute = createCallRoute(client);
    const page = await callRoute<typeof erpEndpoints.events>(erpRoutes.events, { query: { status: 'failed', entityId: undefined, page: 0, size: 1 } });
    expect(page.totalCount).toBe(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url.pathname).toBe('/api/sapna/v1/erp/events');
    // An absent filter is left out of the query string.
    expect([...seen[0]!.url.searchParams]).toEqual([
      ['status', 'failed'],
      ['page', '0'],
      ['size', '1'],
    ]);
  });

  it("fills the path's parameters from params", async () => {
    const { client, seen } = fakeClient({ message: 'Event queued again', event: failedEvent });
    const answer = await createCallRoute(client)<typeof erpEndpoints.retry>(erpRoutes.retry, { params: { id: 7 } });
    expect(answer.message).toBe('Event queued again');
    expect(`${seen[0]!.method} ${seen[0]!.url.pathname}`).toBe('POST /api/sapna/v1/erp/events/7/retry');
  });

  it('sends a body as JSON, and a form-taking endpoint its form form-encoded', async () => {
    const { client, seen } = fakeClient({});
    const callRoute = createCallRoute(client);
    await callRoute<typeof erpEndpoints.pushManual>(erpRoutes.pushManual, { body: { entityKind: 'payment', entityIds: '12,13' } });
    await callRoute<typeof authEndpoints.signIn>(authRoutes.signIn, { form: { username: 'ram', password: 'a&b=c' } });
    expect(seen[0]!.contentType).toContain('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ entityKind: 'payment', entityIds: '12,13' });
    expect(`${seen[1]!.method} ${seen[1]!.url.pathname}`).toBe('POST /api/login');
    expect(seen[1]!.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen[1]!.body))).toEqual({ username: 'ram', password: 'a&b=c' });
  });

  it('is typed by the endpoint: another route, a missing endpoint type or a wrong input does not compile', () => {
    const callRoute = createCallRoute(fakeClient({}).client);
    const compileOnly = (check: () => unknown) => expect(typeof check).toBe('function');
    // @ts-expect-error the route of another endpoint than the one named
    compileOnly(() => callRoute<typeof erpEndpoints.events>(erpRoutes.retry, { params: { id: 1 } }));
    // @ts-expect-error without the endpoint's type nothing is callable
    compileOnly(() => callRoute(erpRoutes.events, { query: { page: 0 } }));
    // @ts-expect-error a route with params needs them
    compileOnly(() => callRoute<typeof erpEndpoints.retry>(erpRoutes.retry));
    // @ts-expect-error a status the query's schema does not take
    compileOnly(() => callRoute<typeof erpEndpoints.events>(erpRoutes.events, { query: { status: 'lost', page: 0 } }));
    // @ts-expect-error a route written by hand must match the endpoint's path exactly
    compileOnly(() => callRoute<typeof erpEndpoints.events>({ method: 'GET', path: '/sapna/v1/erp/event' }, { query: { page: 0 } }));
  });
});
