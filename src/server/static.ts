import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors';
import type { AppInstance } from './http';

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

/**
 * Serves the built app: index.html and sw.js never cached, hashed assets cached for a year,
 * and every app route path falls back to index.html so deep links and reloads work.
 */
export async function registerStatic(app: AppInstance, staticDir: string): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');
  const hasApp = fs.existsSync(indexFile);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (NO_CACHE.has(name)) res.header('Cache-Control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler({ preHandler: undefined }, async (request, reply) => {
    const isAppRoute = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0] ?? '');
    if (hasApp && isAppRoute) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(404, 'Not found.'));
  });
}
