import type { SessionUserFields } from '../../../domain/auth/user-details';
/** The signed-in user as every route sees it (loaded from the session on each request): the user-details answer's
 * fields without the derived name and capabilities (domain/auth/user-details.ts). */
export type SessionUser = SessionUserFields;

/** A session as read from the database (auth/session.repo.ts), with its user. */
export type LoadedSession = { user: SessionUser; lastSeenAt: Date; expiresAt: Date };
