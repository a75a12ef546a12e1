import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { CALL_STATUS_TIMEOUT_MS } from '../../domain/calling/calling';
import { notFound } from '../errors';
import type { ServiceContext } from '../shared/http/service-context';
import type { MirroredEntity } from '../shared/sql/change-log';
import { rowsInScopeById } from './mirror-rows';
import { upsertOf, type MirrorChange } from './scope-moves';
import type { PushCommand } from '../../domain/sync/push-command';

/** A queued offline mutation as the device sends it (the domain's contract). */
export type { PushCommand };

/**
 * One push command: its arguments (the online route's body plus the ids it needs, where a row created offline
 * may be named by its client id) and how it runs: it resolves client ids, calls the SAME service function as
 * the online route, and answers the server rows the device replaces its optimistic rows with, as changes in
 * the pull's shape.
 */
export type CommandDefinition<A> = {
  args: z.ZodType<A>;
  run: (ctx: ServiceContext, args: A, command: PushCommand, env: CommandEnv) => Promise<MirrorChange[]>;
};

/** What commands take from the server's configuration, as the online routes take it from their deps. */
export type CommandEnv = {
  /** The calling area's auto-populate timeout (config telephony.callStatusTimeoutMs; spec 000 §9: 420,000 ms). */
  callStatusTimeoutMs: number;
};

export const DEFAULT_COMMAND_ENV: CommandEnv = { callStatusTimeoutMs: CALL_STATUS_TIMEOUT_MS };

export function defineCommand<A>(definition: CommandDefinition<A>): CommandDefinition<unknown> {
  return definition as CommandDefinition<unknown>;
}

/**
 * The server id of a row named either by id or by the client id it was created with offline; 404 with the
 * area's not-found message when no such row exists (for example its create was rejected).
 */
export async function resolveId(
  ctx: ServiceContext,
  target: { table: PgTable; id: AnyPgColumn; clientId: AnyPgColumn; notFoundMessage: string },
  ref: { id?: number | null | undefined; clientId?: string | null | undefined },
): Promise<number> {
  if (ref.id != null) return ref.id;
  if (ref.clientId == null) throw notFound(target.notFoundMessage);
  const [row] = await ctx.tx.select({ id: target.id }).from(target.table).where(eq(target.clientId, ref.clientId)).limit(1);
  if (!row) throw notFound(target.notFoundMessage);
  return row.id as number;
}

/** The current row for the device (or a delete when it is no longer in the user's scope). */
export async function currentChange(ctx: ServiceContext, entity: MirroredEntity, id: number, accountId: number): Promise<MirrorChange> {
  const [row] = await rowsInScopeById(ctx.tx, entity, ctx.scope, [id]);
  return row ? upsertOf(entity, row) : { entity, op: 'delete', id, accountId };
}
