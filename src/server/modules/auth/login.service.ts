// Sign-in: throttle, verify, open a session. Everything a sign-in writes happens in one transaction.
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { ApiError, unauthorized } from '../../errors';
import type { SessionUser } from '../../shared/http/session-user';
import { forgetAttempt, forgetSignInFailures, markAttemptSucceeded, pruneAttempts, recordSignInAttempt, signInThrottle } from './attempt-ledger';
import { AUTH_MESSAGES } from './auth-messages';
import { verifyPassword } from './password';
import { createSession, deleteExpiredSessions, deleteSession, loadSession, USER_STATUS_ACTIVE } from './session.repo';
import { sessionExpiry } from './session-cookie';
import { hashToken, newToken } from './session-token';

export type SignInRequest = {
  username: string;
  password: string;
  ip: string;
  userAgent: string | null;
  /** The session cookie the browser already holds, replaced by the new one (no session fixation). */
  previousToken: string | undefined;
};

export type SignedIn = { token: string; expiresAt: Date; user: SessionUser };

/** Thrown as 429 with the seconds to wait, so the route can say Retry-After. */
export class ThrottledError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, AUTH_MESSAGES.tooManySignIns);
  }
}

/** The user's failed sign-ins, forgotten (an administrator's unlock); null when there is no such user. */
export async function unlockSignIn(db: Db | Tx, userId: number): Promise<number | null> {
  const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return user ? forgetSignInFailures(db, user.username) : null;
}

/**
 * A user without an allowed role still signs in (spec 000 §6: the app logs them out right after); the access
 * hook refuses them everywhere else. A throttled attempt is refused before the password is checked and is then
 * forgotten, so waiting out the window always works.
 */
export async function signIn(db: Db, config: Config, req: SignInRequest, now = new Date()): Promise<SignedIn> {
  const attemptId = await recordSignInAttempt(db, req.username, req.ip, false, now);
  const throttle = await signInThrottle(db, req.username, req.ip, now, config);
  if (throttle.limited) {
    await forgetAttempt(db, attemptId);
    throw new ThrottledError(throttle.retryAfterSeconds);
  }

  // Phones capitalise the first letter: match the username in any case, preferring an exact match.
  const username = req.username.trim();
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .orderBy(sql`${users.username} = ${username} desc`, users.id)
    .limit(1);
  const passwordOk = await verifyPassword(user?.passwordHash, req.password);
  // Both refusals stay recorded as failures.
  if (!user || !passwordOk) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  if (user.status !== USER_STATUS_ACTIVE) throw unauthorized(AUTH_MESSAGES.inactiveAccount);

  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = sessionExpiry(config, now);
  const signedIn = await db.transaction(async (tx) => {
    await markAttemptSucceeded(tx, attemptId);
    if (req.previousToken) await deleteSession(tx, hashToken(req.previousToken));
    // Opportunistic housekeeping: sign-in is frequent enough to keep both tables small.
    await deleteExpiredSessions(tx, now);
    await pruneAttempts(tx, now, config);
    await createSession(tx, { tokenHash, userId: user.id, now, expiresAt, userAgent: req.userAgent?.slice(0, 512) ?? null, ip: req.ip });
    return loadSession(tx, tokenHash, now);
  });
  if (!signedIn) throw new Error('the new session could not be read back');
  return { token, expiresAt, user: signedIn.user };
}
