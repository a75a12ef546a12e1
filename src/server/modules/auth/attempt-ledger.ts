// Throttling of sign-in and reset requests, kept in the login_attempts table so every server process sees
// the same counts. Reset requests share the table under a 'reset-password:' key prefix, which no sign-in key
// carries, so the two throttles never count each other's rows.
import { and, desc, eq, gt, like, lt, notLike, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';
import { DAY_MS } from '../../../domain/format/ist-calendar';

/**
 * One office signs in from one address (NAT), so an address may fail this many times more often than a
 * single username before it is held back.
 */
export const ADDRESS_ATTEMPTS_FACTOR = 4;

const RESET_PREFIX = 'reset-password:';

/** Usernames differing only in case or surrounding spaces count as one. */
export function attemptKey(identifier: string): string {
  return identifier.trim().toLowerCase();
}

export type ThrottleVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

function windowMs(config: Config): number {
  return config.loginWindowMinutes * 60_000;
}

/**
 * Called after the attempt being judged has been recorded (record first, then count: simultaneous attempts
 * all see each other, so a burst cannot slip past the limit). Limited when, besides this attempt, `max`
 * counted attempts are inside the window; free again when the oldest of those leaves it.
 */
async function verdict(db: Db | Tx, where: ReturnType<typeof and>, max: number, now: Date, config: Config): Promise<ThrottleVerdict> {
  const [row] = await db.select({ at: loginAttempts.at }).from(loginAttempts).where(where).orderBy(desc(loginAttempts.at)).offset(max).limit(1);
  if (!row) return { limited: false };
  const freeAt = row.at.getTime() + windowMs(config);
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

function later(a: ThrottleVerdict, b: ThrottleVerdict): ThrottleVerdict {
  if (!a.limited) return b;
  if (!b.limited) return a;
  return a.retryAfterSeconds >= b.retryAfterSeconds ? a : b;
}

/**
 * Sign-in throttle. Per username: failures in the window since that username's last successful sign-in
 * (the owner signing in clears their own count). Per address: every failure in the window, whoever's
 * account it was, so an attacker cannot clear their address by signing in to an account of their own.
 */
export async function signInThrottle(db: Db | Tx, username: string, ip: string, now: Date, config: Config): Promise<ThrottleVerdict> {
  const key = attemptKey(username);
  const since = new Date(now.getTime() - windowMs(config));
  const lastSuccess = sql`coalesce((select max(s.at) from login_attempts s where s.username = ${key} and s.success), '-infinity'::timestamptz)`;
  const byUser = await verdict(
    db,
    and(eq(loginAttempts.username, key), eq(loginAttempts.success, false), gt(loginAttempts.at, since), gt(loginAttempts.at, lastSuccess)),
    config.loginMaxAttempts,
    now,
    config,
  );
  const byAddress = await verdict(
    db,
    and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.at, since), notLike(loginAttempts.username, `${RESET_PREFIX}%`)),
    config.loginMaxAttempts * ADDRESS_ATTEMPTS_FACTOR,
    now,
    config,
  );
  return later(byUser, byAddress);
}

/** Records an attempt (as failed until it succeeds); returns its id. */
export async function recordSignInAttempt(db: Db | Tx, username: string, ip: string, success: boolean, now: Date): Promise<number> {
  const [row] = await db.insert(loginAttempts).values({ username: attemptKey(username), ip, success, at: now }).returning({ id: loginAttempts.id });
  if (!row) throw new Error('attempt not recorded');
  return row.id;
}

export async function markAttemptSucceeded(db: Db | Tx, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}

/**
 * An administrator unlocks a username (issue 56): its failed sign-ins are forgotten, so neither its own count nor
 * the addresses' counts hold it back any more. Returns how many were forgotten.
 */
export async function forgetSignInFailures(db: Db | Tx, username: string): Promise<number> {
  const rows = await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.username, attemptKey(username)), eq(loginAttempts.success, false)))
    .returning({ id: loginAttempts.id });
  return rows.length;
}

/** A refused (throttled) attempt is forgotten, so waiting out the window always works. */
export async function forgetAttempt(db: Db | Tx, attemptId: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
}

/** Reset-request throttle: per identifier and per address, counting every request (whether or not the account exists). */
export async function resetThrottle(db: Db | Tx, identifier: string, ip: string, now: Date, config: Config): Promise<ThrottleVerdict> {
  const since = new Date(now.getTime() - windowMs(config));
  const byIdentifier = await verdict(
    db,
    and(eq(loginAttempts.username, RESET_PREFIX + attemptKey(identifier)), gt(loginAttempts.at, since)),
    config.loginMaxAttempts,
    now,
    config,
  );
  const byAddress = await verdict(
    db,
    and(eq(loginAttempts.ip, ip), like(loginAttempts.username, `${RESET_PREFIX}%`), gt(loginAttempts.at, since)),
    config.loginMaxAttempts * ADDRESS_ATTEMPTS_FACTOR,
    now,
    config,
  );
  return later(byIdentifier, byAddress);
}

export async function recordResetRequest(db: Db | Tx, identifier: string, ip: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ username: RESET_PREFIX + attemptKey(identifier), ip, success: false, at: now })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error('reset request not recorded');
  return row.id;
}

/** Attempts older than a day (or the window, if longer) no longer count for anything. */
export async function pruneAttempts(db: Db | Tx, now: Date, config: Config): Promise<void> {
  const keepMs = Math.max(DAY_MS, windowMs(config));
  await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - keepMs)));
}
