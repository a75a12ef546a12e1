import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from './http';
import { loginErrorOf } from './modules/auth/login-errors';
import { sessionTokenOf } from './modules/auth/session-hook';
import type { ViteManifest } from '../../sw/precache-scope';
import { routePreloads } from './route-preloads';
import { COPY_READY_COOKIE } from '../domain/sync/copy-ready-cookie';

const NO_CACHE = new Set(['index.html', 'login.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

const LOGIN_ERROR_MARK = '<!--login-error-->';
/** Read by the app's session store (src/app/lib/session/session.ts). */
const SIGNED_OUT_MARK = '<meta name="console-session" content="none">';
/** A GET the browser fetches while the app's JavaScript loads, with the API client's mode and credentials. */
const fetchPreload = (href: string) => `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials">`;
/** GET /api/user/details, the app's first request with a session (see registerStatic). */
const USER_DETAILS_PRELOAD = fetchPreload('/api/user/details');
/**
 * The first screen's reads, for a signed-in page opened with no query (the screen's default filters): fetched beside
 * the app's JavaScript instead of when the screen first renders, a round trip and the whole start-up later on a
 * fresh device (issue 10, Lighthouse's largest contentful paint). Each is the URL the screen asks for, byte for byte
 * (the API client's query string), with the same mode and credentials, so the browser hands the screen the
 * preloaded answer. Not sent when the device says its copy answers its screens (COPY_READY_COOKIE): those screens
 * read the device, and a preload nobody uses is a wasted request and a console warning.
 */
const FIRST_SCREEN_READS: Readonly<Record<string, readonly string[]>> = {
  // my-accounts-page.tsx: the search (search-accounts.ts: page 0 of the default order), the agent filter's options
  // (its own useResource('account-agents')) and the reference lists of the filters (use-reference-data.ts).
  '/my-accounts': ['/api/sapna/v1/account/search?page=0', '/api/sapna/v1/account/agents', '/api/sapna/v1/reference-data'],
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Serves the built app: index.html and sw.js never cached, hashed assets cached for a year,
 * and every app route path falls back to index.html so deep links and reloads work.
 */
export async function registerStatic(app: AppInstance, staticDir: string): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');
  const hasApp = fs.existsSync(indexFile);
  // The sign-in screen rendered at build time (scripts/prerender-login.mjs), sent for /login and, without a session
  // cookie, for /: it paints and submits before the app's JavaScript loads.
  const loginFile = path.join(staticDir, 'login.html');
  const loginHtml = hasApp && fs.existsSync(loginFile) ? fs.readFileSync(loginFile, 'utf8') : null;
  // With a session cookie the app's first request is the user's details (session-store.ts): the page asks the browser
  // to fetch them beside the app's JavaScript rather than after it (one round trip less before the first screen on
  // a slow network, issue 10). Same URL, mode and credentials as the API client's request, so the browser reuses it.
  const indexHtml = hasApp ? fs.readFileSync(indexFile, 'utf8') : null;
  // And the shell's chunks and the route's (route-preloads.ts), fetched beside the entry rather than after it.
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  const preloadsOf =
    indexHtml && fs.existsSync(manifestFile) ? routePreloads(JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest, indexHtml) : () => '';
  const indexWithSession = (request: FastifyRequest, pathname: string) => {
    const reads = !request.url.includes('?') && !request.cookies[COPY_READY_COOKIE] ? (FIRST_SCREEN_READS[pathname] ?? []) : [];
    return indexHtml?.replace('<head>', `<head>${USER_DETAILS_PRELOAD}${reads.map(fetchPreload).join('')}${preloadsOf(pathname)}`) ?? null;
  };
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text asset (scripts/precompress.mjs): they are sent as they are,
      // so no asset is compressed again per request; where neither is accepted (or there is none) the file itself.
      preCompressed: true,
      setHeaders(res, filePath) {
        // With preCompressed the path is the copy sent (sw.js.br): its headers are the original file's.
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        if (NO_CACHE.has(name)) res.header('Cache-Control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  /** The page for an app route: the sign-in page for /login (and / without a session), else index.html; null for none. */
  const appPage = (request: FastifyRequest, reply: FastifyReply) => {
    const isAppRoute = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0] ?? '');
    const pathname = request.url.split('?')[0];
    if (loginHtml && isAppRoute && (pathname === '/login' || (pathname === '/' && !sessionTokenOf(request)))) {
      const error = loginErrorOf(request.url);
      let html = error
        ? loginHtml.replace(LOGIN_ERROR_MARK, `<p role="alert" class="rounded-md border px-3 py-2 text-sm border-red-300 bg-red-50 text-red-800">${escapeHtml(error)}</p>`)
        : loginHtml;
      // Without a session cookie nobody is signed in: the app need not ask (GET /api/user/details would answer 401,
      // an error in the browser's console). With a cookie the app asks, and sends a signed-in user home.
      if (!sessionTokenOf(request)) html = html.replace('<head>', `<head>${SIGNED_OUT_MARK}`);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    if (indexHtml && isAppRoute) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(sessionTokenOf(request) ? indexWithSession(request, pathname ?? '/') : indexHtml);
    }
    return null;
  };

  // The two pages a first visit lands on are routes of their own, so the server compresses them (@fastify/compress
  // leaves the not-found handler's answers alone); other app routes, which a first visit rarely opens, stay there.
  const pageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => appPage(request, reply) ?? reply.status(404).send(errorBody(404, 'Not found.'));
  for (const url of ['/', '/login']) app.get(url, { config: { public: true }, schema: { hide: true } }, pageOrNotFound);
  app.setNotFoundHandler({ preHandler: undefined }, pageOrNotFound);
}
