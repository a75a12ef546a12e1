// Sessions live in PostgreSQL (ARCHITECTURE.md) so several server processes share them; these are the queries.
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { canSignIn, isReadOnly } from '../../../domain/auth/roles';
import { AGENT_STATUSES } from '../../../domain/reference/ids';
import type { Db, Tx } from '../../db/client';
import { roles, sessions, userRoles, users } from '../../db/schema/index';
import type { LoadedSession } from '../../shared/http/session-user';

/** Employment status of a user who may sign in (users.status: active 1, inactive 0). */
export const USER_STATUS_ACTIVE = 1;


/**
 * The live session for a token hash with its user and roles, in one round trip; null when the session is
 * unknown, expired, or its user has since been made inactive.
 */
export async function loadSession(db: Db | Tx, tokenHash: string, now: Date): Promise<LoadedSession | null> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      domainId: users.domainId,
      countryId: users.countryId,
      designationId: users.designationId,
      parentId: users.parentId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      roleId: roles.id,
      roleName: roles.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.status, USER_STATUS_ACTIVE)))
    .orderBy(asc(roles.id));
  const first = rows[0];
  if (!first) return null;
  const held = rows.flatMap((r) => (r.roleId !== null && r.roleName !== null ? [{ id: r.roleId, name: r.roleName }] : []));
  const roleNames = held.map((r) => r.name);
  return {
    user: {
      id: first.id,
      username: first.username,
      email: first.email,
      firstName: first.firstName,
      lastName: first.lastName,
      roles: roleNames,
      roleIds: held.map((r) => r.id),
      domainId: first.domainId,
      countryId: first.countryId,
      designationId: first.designationId,
      parentId: first.parentId,
      readOnly: isReadOnly(roleNames),
      allowed: canSignIn(roleNames),
    },
    lastSeenAt: first.lastSeenAt,
    expiresAt: first.expiresAt,
  };
}

export async function createSession(
  db: Db | Tx,
  session: { tokenHash: string; userId: number; now: Date; expiresAt: Date; userAgent: string | null; ip: string },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: session.tokenHash,
    userId: session.userId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
    userAgent: session.userAgent,
    ip: session.ip,
  });
}

export async function slideSession(db: Db | Tx, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes one session; returns whose it was (null when there was none). */
export async function deleteSession(db: Db | Tx, tokenHash: string): Promise<number | null> {
  const [row] = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ userId: sessions.userId });
  return row?.userId ?? null;
}

export async function deleteUserSessions(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db | Tx, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}

export async function hasLiveSession(db: Db | Tx, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

/**
 * After a sign-out: an agent with no session left anywhere is offline (spec 002 §4: offline follows the session ending).
 * Here rather than in users/agent-status.repo.ts so that auth does not import users (users reads sessions, not the reverse).
 */
export async function markOfflineUnlessSignedInElsewhere(db: Db | Tx, userId: number, now: Date): Promise<void> {
  if (await hasLiveSession(db, userId, now)) return;
  await db
    .update(users)
    .set({ agentStatus: AGENT_STATUSES.INACTIVE, agentStatusChangedAt: now })
    .where(and(eq(users.id, userId), eq(users.agentStatus, AGENT_STATUSES.ACTIVE)));
}
