import type { RoleKey } from '../../domain/auth/roles';
import type { TestServer } from './harness';
import { createUser, loginAs } from './fixtures';

/**
 * The cast of issue 15's tests (support tools): one user per kind of access, signed in. admin holds every
 * capability; lookupAdmin catalogue; finance finance; content content; agent sell; rcm and ticketing read only.
 */
export const SUPPORT_CAST: Record<string, RoleKey[]> = {
  admin: ['HOUSING_SALES_MANAGER', 'ADMIN'],
  lookupAdmin: ['HOUSING_SALES_AGENT', 'LOOKUP_ADMIN'],
  finance: ['FINANCE'],
  content: ['HOUSING_CONTENT'],
  agent: ['HOUSING_SALES_AGENT'],
  rcm: ['RCM_USER'],
  ticketing: ['TICKETING'],
};

export async function createSupportCast(server: TestServer, prefix: string): Promise<{ ids: Record<string, number>; cookies: Record<string, string> }> {
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};
  for (const [name, roles] of Object.entries(SUPPORT_CAST)) {
    const username = `${prefix}-${name}`;
    ids[name] = await createUser(server.database.db, { username, roles });
    cookies[name] = await loginAs(server.app, username);
  }
  return { ids, cookies };
}
