import type { RoleKey } from '../../domain/auth/roles';
import type { TestServer } from './harness';
import { createUser, loginAs } from './fixtures';

/**
 * The cast of the regions/closure/config tests (issue 11): one user per kind of access, signed in.
 * admin holds catalogue, people, content and teams; lookupAdmin catalogue only; manager teams; content content;
 * agent none of them; rcm, ticketing and lookupView are read-only.
 */
export const ADMIN_CAST: Record<string, RoleKey[]> = {
  admin: ['HOUSING_SALES_MANAGER', 'ADMIN'],
  lookupAdmin: ['HOUSING_SALES_AGENT', 'LOOKUP_ADMIN'],
  manager: ['HOUSING_SALES_MANAGER'],
  content: ['HOUSING_CONTENT'],
  agent: ['HOUSING_SALES_AGENT'],
  rcm: ['RCM_USER'],
  ticketing: ['TICKETING'],
  lookupView: ['RCM_USER', 'LOOKUP_VIEW'],
};
export type CastMember = keyof typeof ADMIN_CAST;

export async function createAdminCast(server: TestServer, prefix: string): Promise<{ ids: Record<string, number>; cookies: Record<string, string> }> {
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};
  for (const [name, roles] of Object.entries(ADMIN_CAST)) {
    const username = `${prefix}-${name}`;
    ids[name] = await createUser(server.database.db, { username, roles });
    cookies[name] = await loginAs(server.app, username);
  }
  return { ids, cookies };
}

/** inject with a cookie and a JSON body. */
export function callerOf(server: () => TestServer) {
  return (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    server().app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
}
