/* eslint-disable no-restricted-imports -- test support: the engine is tested against the real server in process */
import type { AppInstance } from '../../server/http';
import { injectFromElsewhere } from '../../server/testing/harness';

/**
 * A fetch that calls the real server in process (Fastify's inject), sending the session cookie; so the engine
 * tests exercise the real HTTP transport, routes, services and database. The untouched inject: the console's
 * request header is there only if the transport sends it (request defence, issue 56).
 */
export function injectFetch(app: AppInstance, cookie: () => string): typeof globalThis.fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const headers: Record<string, string> = { cookie: cookie() };
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await injectFromElsewhere(app)({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: responseHeaders });
  };
}
