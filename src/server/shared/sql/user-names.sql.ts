import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index';

/** "First Last" of a joined user, or null. */
export function fullName(user: { firstName: AnyPgColumn; lastName: AnyPgColumn }): SQL<string | null> {
  return sql<string | null>`nullif(trim(${user.firstName} || ' ' || ${user.lastName}), '')`;
}

/** "First Last" of a user row, as the tables show an owner or agent. */
export function userDisplayName(table: typeof users = users): SQL<string> {
  return sql<string>`trim(concat_ws(' ', ${table.firstName}, ${table.lastName}))`;
}

/** The display name of a left-joined user (the owner, agent or changer), or null where none is joined. */
export function joinedUserName(table: typeof users = users): SQL<string | null> {
  return sql<string | null>`case when ${table.id} is null then null else ${userDisplayName(table)} end`;
}
