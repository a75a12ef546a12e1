import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ApiError, errorBody } from './errors';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, OutageLog, RETRY_AFTER_SECONDS } from './db/unavailable';
import type { AppDeps, AppInstance, RouteAccess, RouteEntry } from './http';
import { registerStatic } from './static';
import { registerModules } from './modules/register';
import { SessionCache } from './shared/http/session-cache';
import { registerRequestDefence } from './shared/http/request-defence';
import { serverJobs } from './jobs/jobs';
import { startScheduler, type Scheduler } from './jobs/scheduler';

export type BuildOptions = { logger?: FastifyServerOptions['logger'] };

/** Builds the whole HTTP app. main.ts and the tests both call this; nothing here listens or reads the environment. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<AppInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: deps.config.logLevel },
    // Only trust X-Forwarded-For from configured proxies: sign-in throttling is per client address.
    trustProxy: (_address: string, hop: number) => hop < deps.config.trustProxyHops,
    bodyLimit: 5 * 1024 * 1024,
    requestIdHeader: 'x-request-id',
    // While closing (SIGTERM), the onRequest hook below answers 503 in the API's error shape instead of Fastify's.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('db', deps.database.db);
  app.decorate('sessions', new SessionCache(deps.config.sessionCacheSeconds * 1000));
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  // Every route with the access it declares: the role-by-route walk (route-access.walk.test.ts) reads this list.
  const routeCatalog: RouteEntry[] = [];
  app.decorate('routeCatalog', routeCatalog);
  app.addHook('onRoute', (route) => {
    // The same object the areas' hooks complete afterwards (register.ts: an area's default capability).
    const config: RouteAccess = (route.config ??= {});
    if (config.trustedResponse && deps.config.env === 'production') route.serializerCompiler = () => (data) => JSON.stringify(data);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routeCatalog.push({ method, url: route.url, config, hidden: Boolean(route.schema?.hide) });
    }
  });

  // Issue 54: a closing process takes no new request (a load balancer or the outbox retries it on another one).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close').send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
  });

  // Issue 54: the database away (restart, failover, overload) is a 503 the client retries, one warning an outage.
  const outage = new OutageLog(app.log);
  app.addHook('onResponse', async (request, reply) => {
    if (outage.down && reply.statusCode < 500 && request.url.startsWith('/api/') && !request.url.startsWith('/api/healthz')) outage.succeeded();
  });

  // Only the console's own requests change anything (issue 56): ahead of the session hook and of body parsing.
  registerRequestDefence(app, deps.config.publicUrl);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      outage.failed(error);
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    if (error instanceof ApiError) {
      return reply.status(error.status).send(errorBody(error.status, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first failing field's message is the spec's message for that field (the domain schemas carry them).
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const msg = first?.message ?? 'Invalid request.';
      return reply.status(400).send({ ...errorBody(400, msg), field: field || undefined });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody(500, 'Something went wrong!', 'The server produced an invalid response.'));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody(500, 'Something went wrong!', 'An unexpected error occurred.'));
    }
    // Fastify's own 4xx (bad JSON, payload too large, unsupported media type): its message, no stack.
    return reply.status(status).send(errorBody(status, error.message));
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        "script-src 'self'",
        // React sets style attributes; no inline <style> or scripts are needed otherwise.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
        "worker-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    );
    return payload;
  });

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Sales console API', version: '1.0.0', description: 'Service paths of the specification, served under /api.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      api.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));
      // Liveness (healthz) never asks the database; readiness (for a load balancer) does: 503 while the database
      // cannot be reached or migrations are pending (and, by Fastify, while the process is closing).
      api.get('/readyz', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
        const notReady = (msg: string) => reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(errorBody(503, msg));
        let pending: number;
        try {
          await deps.database.db.execute('select 1');
          pending = (await deps.database.pending?.()) ?? 0;
        } catch {
          return notReady('Database unavailable');
        }
        if (pending > 0) return notReady(`Database migrations pending: ${pending}`);
        return { status: 'ready', database: deps.database.kind };
      });
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      await registerModules(api as AppInstance);
      api.all('/*', { config: { public: true }, schema: { hide: true } }, async (_req, reply) =>
        reply.status(404).send(errorBody(404, 'Not found.')),
      );
    },
    { prefix: '/api' },
  );

  await registerStatic(app as AppInstance, deps.config.staticDir);
  // Background jobs (server/jobs): started when the app is ready, stopped when it closes.
  let jobs: Scheduler | undefined;
  app.addHook('onReady', async () => {
    jobs = await startScheduler(deps.database.db, serverJobs(deps), app.log, { claimTicks: deps.database.kind === 'postgres' });
  });
  app.addHook('onClose', async () => jobs?.stop());
  await app.ready();
  return app as AppInstance;
}
