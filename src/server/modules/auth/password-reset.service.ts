// Reset password by e-mailed link. The request always answers the same, whether or not the account exists,
// so the form cannot be used to find out who works here.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema/index';
import { badRequest } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { forgetAttempt, recordResetRequest, recordSignInAttempt, resetThrottle, type ThrottleVerdict } from './attempt-ledger';
import { AUTH_MESSAGES } from './auth-messages';
import { hashPassword } from './password';
import { deleteUserSessions, USER_STATUS_ACTIVE } from './session.repo';
import { hashToken, newToken } from './session-token';

export const RESET_LINK_TTL_MS = 60 * 60_000;

/** Several staff accounts may share one e-mail address; each gets its own link, up to this many. */
const MAX_ACCOUNTS_PER_REQUEST = 5;

export type ResetDeps = { db: Db; config: Config; mailer: Mailer; log: FastifyBaseLogger };

export function resetLink(config: Config, token: string): string {
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  return `${base}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Returns the throttle verdict; when not limited, the request has been recorded and any links sent. */
export async function requestPasswordReset(deps: ResetDeps, identifier: string, ip: string, now = new Date()): Promise<ThrottleVerdict> {
  const { db, config, mailer, log } = deps;
  const requestId = await recordResetRequest(db, identifier, ip, now);
  const throttle = await resetThrottle(db, identifier, ip, now, config);
  if (throttle.limited) {
    await forgetAttempt(db, requestId);
    return throttle;
  }

  const accounts = await db
    .select({ id: users.id, username: users.username, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.status, USER_STATUS_ACTIVE), or(eq(users.username, identifier), sql`lower(${users.email}) = lower(${identifier})`)))
    .limit(MAX_ACCOUNTS_PER_REQUEST);

  for (const account of accounts) {
    const token = newToken();
    await db.insert(passwordResets).values({ tokenHash: hashToken(token), userId: account.id, expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS), createdAt: now });
    try {
      await mailer.send({
        to: account.email,
        subject: 'Reset your sales console password',
        text: [
          `Hello ${account.firstName},`,
          '',
          `Someone asked to reset the password of the sales console account "${account.username}". To choose a new password, open this link within one hour:`,
          '',
          resetLink(config, token),
          '',
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      });
    } catch (err) {
      // A mail failure must not change the answer (that would reveal the account exists); the log says it.
      log.error({ err, userId: account.id }, 'password reset mail could not be sent');
    }
  }
  return { limited: false };
}

/** Sets the new password from a valid link, uses the link up, and signs the user out everywhere. */
export async function confirmPasswordReset(db: Db, token: string, password: string, ip: string, now = new Date()): Promise<{ userId: number }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Claiming the link in the same statement that checks it means two concurrent uses cannot both succeed.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw badRequest(AUTH_MESSAGES.resetInvalid);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, claimed.userId))
      .returning({ username: users.username });
    if (!user) throw badRequest(AUTH_MESSAGES.resetInvalid);
    // Any other link sent earlier is now stale.
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    await deleteUserSessions(tx, claimed.userId);
    // Proving the mailbox clears the username's failed sign-ins, so the owner can sign in at once.
    await recordSignInAttempt(tx, user.username, ip, true, now);
    return { userId: claimed.userId };
  });
}
