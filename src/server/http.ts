import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { can, type Capability, type Principal } from '../domain/auth/capabilities';
import type { EndpointAccess, EndpointCapability } from '../domain/endpoints/endpoint';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { CachedSession, SessionCache } from './shared/http/session-cache';
import { unauthorized } from './errors';
import type { SessionUser } from './shared/http/session-user';

/** What the app is built from: main.ts and tests pass the same things. */
export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
};

export type AppInstance = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** Per-route options, set in a route's `config`: the endpoint table's access flags (domain/endpoints/endpoint.ts). */
export type RouteAccess = EndpointAccess;

export type RouteCapability = EndpointCapability;

/** One registered route (app.ts collects them as they are added). */
export type RouteEntry = { method: string; url: string; config: RouteAccess; hidden: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app with its access options, in the order registered. */
    routeCatalog: readonly RouteEntry[];
    deps: AppDeps;
    db: Db;
    sessions: SessionCache;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The loaded session behind `user` (carries the memoised scope); null when anonymous. */
    session: CachedSession | null;
  }
  // Declaration merging: route `config` carries the access options.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends RouteAccess {}
}

/** The signed-in user, or a 401 (the auth hook has already refused anonymous requests to non-public routes). */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Whether the user may call a route declaring `capability` (RouteAccess.capability). */
export function holdsRouteCapability(user: Principal, capability: RouteCapability): boolean {
  if (capability === 'signedIn') return true;
  const anyOf: readonly Capability[] = typeof capability === 'string' ? [capability] : capability;
  return anyOf.some((c) => can(user, c));
}
