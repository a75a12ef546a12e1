import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { can, type Capability } from '../domain/auth/capabilities';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { CachedSession, SessionCache } from './shared/session-cache';
import { forbidden, unauthorized } from './errors';
import type { SessionUser } from './shared/session-user';

/** What the app is built from: main.ts and tests pass the same things. */
export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
};

export type AppInstance = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** Per-route options, set in a route's `config`. */
export type RouteAccess = {
  /** No session needed (sign-in, health checks, reset password). */
  public?: boolean;
  /** A write that read-only users may still make (sign-out, own activity). */
  allowReadOnly?: boolean;
  /** Reachable by a signed-in user without an allowed role (so the app can read who they are and sign out). */
  allowDisallowed?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
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

/** preHandler: refuse unless the user holds the capability (PERMISSIONS.md). */
export function requireCapability(capability: Capability, message?: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = userOf(request);
    if (!can(user, capability)) throw forbidden(message);
  };
}
