import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text().notNull(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    /** null: this user cannot sign in with a password (no default password outside the demo seed). */
    passwordHash: text(),
    parentId: integer(),
    designationId: integer(),
    departmentId: integer(),
    domainId: integer().notNull(),
    countryId: integer().notNull().default(1),
    employeeCode: text(),
    joiningDate: date(),
    dateOfRelieving: date(),
    /** Employment status: active 1, inactive 0. */
    status: integer().notNull().default(1),
    /** Agent online status (spec 000 §4): 1 online/active, 0 offline; defaults to inactive. */
    agentStatus: integer().notNull().default(0),
    agentStatusChangedAt: timestamp({ withTimezone: true }),
    cityId: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_username_uq').on(t.username), index('users_parent_idx').on(t.parentId), index('users_email_idx').on(t.email)],
);

export const roles = pgTable('roles', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer().notNull().references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token; the token itself is never stored. */
    tokenHash: text().primaryKey(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    username: text().notNull(),
    ip: text().notNull(),
    success: boolean().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_user_at_idx').on(t.username, t.at), index('login_attempts_ip_at_idx').on(t.ip, t.at)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text().primaryKey(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** One row per user per day: first and last activity (user activity GET and PUT). */
export const userActivity = pgTable(
  'user_activity',
  {
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    activityDate: date().notNull(),
    firstActivityAt: timestamp({ withTimezone: true }).notNull(),
    lastActivityAt: timestamp({ withTimezone: true }).notNull(),
    lastActivity: text(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.activityDate] })],
);
