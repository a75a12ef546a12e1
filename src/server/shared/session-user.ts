/** The signed-in user as every route sees it (loaded from the session on each request). */
export type SessionUser = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  roleIds: number[];
  domainId: number;
  countryId: number;
  designationId: number | null;
  parentId: number | null;
  readOnly: boolean;
  /** May this user use the console at all (holds an allowed role)? */
  allowed: boolean;
};

/** A session as read from the database (auth/session.repo.ts), with its user. */
export type LoadedSession = { user: SessionUser; lastSeenAt: Date; expiresAt: Date };
