import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { can, type Capability, type Principal } from '../domain/auth/capabilities';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { CachedSession, SessionCache } from './shared/session-cache';
import { unauthorized } from './errors';
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
  /**
   * Who may call the route (PERMISSIONS.md), checked before the body is read: any one of these capabilities, or
   * 'signedIn' for every user with an allowed role (scope then decides which rows). Every non-public /api route
   * declares it; route-access.walk.test.ts walks each route with each kind of user against this declaration.
   * Services keep their finer checks (scope, status, reviewer or approver).
   */
  capability?: RouteCapability;
  /** The refusal's message when `capability` refuses (the spec's, where it gives one). */
  refusal?: string;
  /**
   * A GET that sends, shares or generates something (e.g. reshare-payment-link mails the customer): the request
   * defence (shared/request-defence.ts) treats it as a write, so a link on another site cannot trigger it.
   */
  sideEffect?: boolean;
  /** Called by another server, never a browser (a signed webhook): its signature is its defence, not the console's origin. */
  serverToServer?: boolean;
  /**
   * Sign-in (POST /api/login): a request that carries no browser provenance at all (no Origin, no Sec-Fetch-Site,
   * no console header) is a script or an API client, as ARCHITECTURE.md's sign-in contract allows (curl with a form
   * body), and cannot be a forged browser request; it is accepted. A request a browser marks as from elsewhere is
   * still refused (shared/request-defence.ts).
   */
  scriptedSignIn?: boolean;
  /**
   * A hot list route whose service builds its answer field by field in the schema's shape (a typed literal per row):
   * in production its 200 answer is written with JSON.stringify, without zod's encode pass over every row (issue 48's
   * benchmark: about half of the serialisation of a 100-row my-accounts page). Tests and development still check the
   * answer against its schema (app.ts), so a service that drifts from the schema fails there.
   */
  trustedResponse?: boolean;
};

export type RouteCapability = Capability | readonly [Capability, ...Capability[]] | 'signedIn';

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
