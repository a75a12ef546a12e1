import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userOf } from '../../http';
import type { SessionUser } from './session-user';
import { scopeOf, type Scope } from '../../scope/scope';

/**
 * What every service function receives. Services never open their own transaction: the caller does, so the
 * online REST route and the offline push command (SYNC.md) run the same function, and the push can record
 * the command's result in the same transaction.
 */
export type ServiceContext = {
  tx: Tx;
  user: SessionUser;
  scope: Scope;
  /** Server time of receipt. */
  now: Date;
};

/**
 * Names the transaction's actor (`app.user_id`, transaction-local) for the database triggers that record who made a
 * change: the status history of issue 12 (migration status-history-triggers).
 */
export async function actAs(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select set_config('app.user_id', ${String(userId)}, true)`);
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function serviceContext(tx: Tx, user: SessionUser, now = new Date()): Promise<ServiceContext> {
  await actAs(tx, user.id);
  return { tx, user, scope: await scopeOf(tx, user), now };
}

/**
 * The context for a route's request: the scope is computed once per remembered session (session-cache.ts), so a
 * change to a team reaches a process within the session memory's lifetime, like a change to the user.
 */
export async function requestContext(tx: Tx, request: FastifyRequest): Promise<ServiceContext> {
  const user = userOf(request);
  // Reads change nothing: only a write names its actor for the triggers (no extra query on the hot read routes).
  if (!READ_METHODS.has(request.method)) await actAs(tx, user.id);
  const session = request.session;
  if (!session) return { tx, user, scope: await scopeOf(tx, user), now: new Date() };
  session.scope ??= await scopeOf(tx, user);
  return { tx, user, scope: session.scope, now: new Date() };
}

/** Runs a service function for a route in one transaction. */
export async function runService<T>(db: Db, request: FastifyRequest, fn: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => fn(await requestContext(tx, request)));
}

/**
 * Runs a read-only service straight on the pool, without BEGIN/COMMIT: for hot read routes (the account page, the
 * brand-wide lists: two fewer round trips a request) whose statements need no common snapshot (under READ
 * COMMITTED a transaction would not give them one anyway). The service must not write. The Db handle has the query
 * API services use on a Tx.
 */
export async function runReadService<T>(db: Db, request: FastifyRequest, fn: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  return fn(await requestContext(db as unknown as Tx, request));
}
