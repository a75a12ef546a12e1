import { hash } from '@node-rs/argon2';
import { ROLES, type RoleKey } from '../../domain/auth/roles';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema/index';
import type { AppInstance } from '../http';

export const TEST_PASSWORD = 'test-password';
let cachedHash: string | undefined;

/** Makes sure every role row exists (the seed and the migrations' reference data may not have run). */
export async function ensureRoles(db: Db): Promise<void> {
  await db.insert(roles).values(Object.values(ROLES).map((r) => ({ id: r.id, name: r.name }))).onConflictDoNothing();
}

export type UserFixture = {
  username: string;
  roles: RoleKey[];
  designationId?: number | null;
  parentId?: number | null;
  domainId?: number;
  email?: string;
};

/** Creates a staff user with the given roles and the password TEST_PASSWORD; returns their id. */
export async function createUser(db: Db, u: UserFixture): Promise<number> {
  await ensureRoles(db);
  cachedHash ??= await hash(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      username: u.username,
      email: u.email ?? `${u.username}@example.test`,
      firstName: u.username,
      lastName: 'Test',
      passwordHash: cachedHash,
      designationId: u.designationId ?? null,
      parentId: u.parentId ?? null,
      domainId: u.domainId ?? 5,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  if (u.roles.length) await db.insert(userRoles).values(u.roles.map((k) => ({ userId: row.id, roleId: ROLES[k].id })));
  return row.id;
}

/** Signs in through the real login route; returns the Cookie header to send with later requests. */
export async function loginAs(app: AppInstance, username: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`login as ${username} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie');
  return `sid=${cookie.value}`;
}

/**
 * One signed-in user per name, each with its roles: `{ manager: ['HOUSING_SALES_MANAGER'], … }` becomes users
 * `<prefix>-manager`, … and their session cookies by name (the reports tests' cast).
 */
export async function signInCast(db: Db, app: AppInstance, prefix: string, cast: Record<string, readonly RoleKey[]>): Promise<Record<string, string>> {
  const cookie: Record<string, string> = {};
  for (const [name, roleKeys] of Object.entries(cast)) {
    await createUser(db, { username: `${prefix}-${name}`, roles: [...roleKeys] });
    cookie[name] = await loginAs(app, `${prefix}-${name}`);
  }
  return cookie;
}
