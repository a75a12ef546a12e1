// Cross-site request defence (issue 56, README "Request defence"): a request that changes something is accepted
// only from the console itself. SameSite=Lax on the session cookie already keeps a foreign page's POST from
// carrying the session in today's browsers; this hook holds when it does not (an older client, a same-site
// sub-domain, a cross-site top-level GET, which Lax lets through).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSOLE_REQUEST_HEADER, CONSOLE_REQUEST_VALUE } from '../../../domain/auth/console-request';
import { errorBody } from '../../errors';

/** The refusal, in the spec's error shape. */
export const CROSS_SITE_MESSAGE = 'This request did not come from the console.';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Headers = FastifyRequest['headers'];

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a request comes from the console: it carries the console's header, or the browser says it comes from
 * this origin (`Sec-Fetch-Site: same-origin`; where a browser sends no Fetch metadata, an `Origin` equal to one of
 * `ownOrigins`). Anything else (no header at all, `cross-site`, `same-site`, `none`, a foreign Origin) is not.
 */
export function isConsoleRequest(headers: Headers, ownOrigins: readonly string[]): boolean {
  if (single(headers[CONSOLE_REQUEST_HEADER]) === CONSOLE_REQUEST_VALUE) return true;
  const site = single(headers['sec-fetch-site']);
  if (site !== undefined) return site === 'same-origin';
  const origin = single(headers.origin);
  return origin !== undefined && ownOrigins.includes(originOf(origin) ?? '');
}

/** An origin in one spelling (lower case, no default port), or null for what is not one ('null', garbage). */
export function originOf(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * No Origin and no Fetch metadata: not a browser's cross-site request (browsers send Origin on every cross-origin
 * POST, and Sec-Fetch-Site on every request), so a script or an API client. Only sign-in accepts it (its route's
 * `scriptedSignIn`): the one state change a client without a session makes, documented as a plain form post.
 */
export function hasNoBrowserProvenance(headers: Headers): boolean {
  return single(headers.origin) === undefined && single(headers['sec-fetch-site']) === undefined;
}

/** Whether the defence applies: every method but GET/HEAD/OPTIONS, and the GETs a route marks as having a side effect. */
export function changesState(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  if (config.serverToServer) return false;
  return !READ_METHODS.has(request.method) || config.sideEffect === true;
}

/**
 * One onRequest hook for the whole app, ahead of the session hook and of body parsing: a refused request is
 * answered 403 before anything is read, so nothing changes and nothing is sent.
 */
export function registerRequestDefence(app: FastifyInstance, publicUrl: string | undefined): void {
  const configured = publicUrl ? [originOf(publicUrl) ?? ''] : [];
  app.addHook('onRequest', async (request, reply) => {
    if (!changesState(request)) return;
    // The origin the request was addressed to (behind trusted proxies, the forwarded protocol and host).
    const own = originOf(`${request.protocol}://${request.host}`) ?? '';
    if (isConsoleRequest(request.headers, [own, ...configured].filter(Boolean))) return;
    if (request.routeOptions.config.scriptedSignIn === true && hasNoBrowserProvenance(request.headers)) return;
    return reply.status(403).send(errorBody(403, CROSS_SITE_MESSAGE));
  });
}
