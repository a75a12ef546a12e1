import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { can } from '../../domain/auth/capabilities';
import type { Db, Tx } from '../db/client';
import { syncResults } from '../db/schema/index';
import { ApiError, forbidden } from '../errors';
import type { SessionUser } from '../shared/http/session-user';
import type { ServiceContext } from '../shared/http/service-context';
import { scopeOf, type Scope } from '../scope/scope';
import { DEFAULT_COMMAND_ENV, type CommandEnv, type PushCommand } from './command';
import { PUSH_COMMANDS } from './push-commands';
import type { MirrorChange } from './scope-moves';
import { lockOwnClientActingAs, ownClient, registerClient, storeOutcome } from './sync-clients';
import { SYNC_MESSAGES } from './sync-messages';

/**
 * POST /sync/v1/push (SYNC.md "Push"): applies a client's queued commands in seq order, each exactly once.
 *
 * Commands go in transactions of up to PUSH_CHUNK, each of which locks the client's row once; every command runs
 * its service inside a savepoint of its own and stores its outcome under (clientId, seq) and advances the client's
 * last seq in the same transaction, so the outcome and the change commit together or not at all (SYNC.md says a
 * transaction a command; the README's offline section, under Architecture, says why a chunk shares one, and what it changes:
 * database-side now() is the chunk's start for all of its commands):
 * - seq <= last seq: already done; the stored outcome is answered again (duplicate), nothing runs.
 * - seq > last seq + 1: a gap; processing stops and `expectedSeq` says which seq the server needs next.
 * - a mutationId seen before under another seq: same body → the earlier outcome again; different body → 422.
 * - a business refusal (400, 403, 404, 409, 422 from the service or the arguments) is a stored outcome
 *   (rejected, with the message); the savepoint undoes the command's writes and the batch goes on.
 * - anything else (a 500, the database going away, a deadlock) rolls the chunk back; the chunk runs again a
 *   transaction a command, so the commands before the failing one are stored, and the failing one, unrecorded,
 *   fails the request: the device retries the same commands later and gets the stored outcomes of those applied.
 */
export type PushOutcome = {
  seq: number;
  mutationId: string;
  outcome: 'applied' | 'rejected' | 'duplicate';
  /** applied and duplicate: the server rows to replace the optimistic ones with (pull's change shape). */
  result?: { changes: MirrorChange[] };
  /** rejected: the status the online route would have answered and the message to show. */
  error?: { status: number; msg: string };
};

export type PushResponse = { results: PushOutcome[]; lastSeq: number; expectedSeq?: number };

type Stored = { outcome: PushOutcome['outcome']; result: { changes: MirrorChange[] } | { error: { status: number; msg: string } } };

const BUSINESS_STATUSES: ReadonlySet<number> = new Set([400, 403, 404, 409, 422]);

/**
 * How many commands share a transaction. One transaction a command cost three more round trips each (begin, the
 * client's lock, commit) and a transaction's set-up; a chunk keeps the client's row locked for a few hundred
 * milliseconds at most (about 10 ms a command), so a second tab's push waits no longer than that.
 */
export const PUSH_CHUNK = 50;

type Step = { kind: 'gap'; expectedSeq: number } | { kind: 'done'; lastSeq: number; result: PushOutcome };

export async function push(db: Db, user: SessionUser, clientId: string, commands: PushCommand[], env: CommandEnv = DEFAULT_COMMAND_ENV): Promise<PushResponse> {
  if (!can(user, 'sell')) throw forbidden();
  await registerClient(db, user, clientId);
  const scope = await scopeOf(db, user);
  const results: PushOutcome[] = [];
  let lastSeq = 0;
  for (let start = 0; start < commands.length; start += PUSH_CHUNK) {
    const chunk = commands.slice(start, start + PUSH_CHUNK);
    let steps: Step[];
    try {
      steps = await db.transaction((tx) => applyChunk(tx, user, scope, clientId, chunk, env));
    } catch (error) {
      if (chunk.length === 1) throw error;
      // A command failed for a reason that is not a business refusal, and the whole chunk rolled back with it. The
      // chunk runs again one command a transaction: the commands before the failing one are stored and answered,
      // and the failing one fails the request, as the contract says (the device retries it later).
      steps = [];
      for (const command of chunk) {
        const one = await db.transaction((tx) => applyChunk(tx, user, scope, clientId, [command], env));
        steps.push(...one);
        if (one.some((step) => step.kind === 'gap')) break;
      }
    }
    for (const step of steps) {
      if (step.kind === 'gap') return { results, lastSeq: step.expectedSeq - 1, expectedSeq: step.expectedSeq };
      lastSeq = step.lastSeq;
      results.push(step.result);
    }
  }
  if (commands.length === 0) lastSeq = (await db.transaction((tx) => ownClient(tx, user, clientId, { lock: false }))).lastSeq;
  return { results, lastSeq };
}

/**
 * Applies commands in seq order in one transaction that holds the client's row: each new seq runs (in its own
 * savepoint, so a refusal undoes only it) and its outcome is stored with it; a seq already done answers its stored
 * outcome; a gap ends the chunk.
 */
async function applyChunk(tx: Tx, user: SessionUser, scope: Scope, clientId: string, chunk: PushCommand[], env: CommandEnv): Promise<Step[]> {
  let { lastSeq } = await lockOwnClientActingAs(tx, user, clientId);
  const steps: Step[] = [];
  for (const command of chunk) {
    if (command.seq > lastSeq + 1) {
      steps.push({ kind: 'gap', expectedSeq: lastSeq + 1 });
      break;
    }
    if (command.seq <= lastSeq) {
      steps.push({ kind: 'done', lastSeq, result: await replay(tx, clientId, command) });
      continue;
    }
    const stored = await applyOnce(tx, user, scope, command, env);
    await storeOutcome(tx, clientId, {
      seq: command.seq,
      mutationId: command.mutationId,
      command: command.name,
      bodyHash: bodyHash(command),
      outcome: stored.outcome,
      result: stored.result,
      deviceTime: deviceTimeOf(command),
    });
    lastSeq = command.seq;
    steps.push({ kind: 'done', lastSeq, result: outcomeOf(command, stored) });
  }
  return steps;
}

/** A seq already applied: its stored outcome, unless the device now sends something else under it (422). */
async function replay(tx: Tx, clientId: string, command: PushCommand): Promise<PushOutcome> {
  const [stored] = await tx
    .select()
    .from(syncResults)
    .where(and(eq(syncResults.clientId, clientId), eq(syncResults.seq, command.seq)));
  // Stored outcomes older than the retention are gone; the seq is still known to be applied.
  if (!stored) return { seq: command.seq, mutationId: command.mutationId, outcome: 'duplicate' };
  if (stored.mutationId !== command.mutationId || stored.bodyHash !== bodyHash(command)) return mismatch(command);
  return outcomeOf(command, { outcome: stored.outcome === 'rejected' ? 'rejected' : 'duplicate', result: stored.result as Stored['result'] });
}

/** A new seq: the earlier outcome of the same mutation if there is one, else the command's own. */
async function applyOnce(tx: Tx, user: SessionUser, scope: Scope, command: PushCommand, env: CommandEnv): Promise<Stored> {
  const [earlier] = await tx.select().from(syncResults).where(eq(syncResults.mutationId, command.mutationId)).limit(1);
  if (earlier) {
    if (earlier.bodyHash !== bodyHash(command)) return { outcome: 'rejected', result: { error: { status: 422, msg: SYNC_MESSAGES.mutationMismatch } } };
    return { outcome: earlier.outcome === 'rejected' ? 'rejected' : 'duplicate', result: earlier.result as Stored['result'] };
  }
  try {
    const changes = await run(tx, user, scope, command, env);
    return { outcome: 'applied', result: { changes } };
  } catch (error) {
    if (error instanceof ApiError && BUSINESS_STATUSES.has(error.status)) {
      return { outcome: 'rejected', result: { error: { status: error.status, msg: error.message } } };
    }
    throw error;
  }
}

/** Validates the arguments and runs the command's service in a savepoint, so a refusal undoes only it. */
async function run(tx: Tx, user: SessionUser, scope: Scope, command: PushCommand, env: CommandEnv): Promise<MirrorChange[]> {
  const definition = PUSH_COMMANDS[command.name];
  if (!definition) throw new ApiError(400, SYNC_MESSAGES.unknownCommand(command.name));
  const parsed = definition.args.safeParse(command.args);
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? SYNC_MESSAGES.invalidArguments);
  return tx.transaction(async (savepoint) => {
    const ctx: ServiceContext = { tx: savepoint, user, scope, now: new Date() };
    return definition.run(ctx, parsed.data, command, env);
  });
}

function outcomeOf(command: PushCommand, stored: Stored): PushOutcome {
  const base = { seq: command.seq, mutationId: command.mutationId, outcome: stored.outcome };
  return 'error' in stored.result ? { ...base, error: stored.result.error } : { ...base, result: stored.result };
}

function mismatch(command: PushCommand): PushOutcome {
  return { seq: command.seq, mutationId: command.mutationId, outcome: 'rejected', error: { status: 422, msg: SYNC_MESSAGES.mutationMismatch } };
}

function deviceTimeOf(command: PushCommand): Date | null {
  const time = new Date(command.deviceTime);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** What "the same body" means: the command's name, arguments (key order ignored) and base version. */
export function bodyHash(command: Pick<PushCommand, 'name' | 'args' | 'baseVersion'>): string {
  return createHash('sha256')
    .update(canonicalJson({ name: command.name, args: command.args, baseVersion: command.baseVersion ?? null }))
    .digest('base64url');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
