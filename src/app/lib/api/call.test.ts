// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { catalogueEndpoints } from '../../../domain/catalogue/catalogue.endpoints';
import { imageReviewEndpoints } from '../../../domain/image-review/image-review.endpoints';
import { paymentEndpoints } from '../../../domain/payments/payments.endpoints';
import { createApiClient } from './api-client';
import { createCall, endpointPath } from './call';

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
