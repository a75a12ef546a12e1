import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../domain/auth/capabilities';
import { ROLES, canSignIn, isReadOnly, type RoleKey } from '../domain/auth/roles';
import { AUTH_MESSAGES } from './modules/auth/auth-messages';
import { FORBIDDEN_MESSAGE } from './errors';
import type { RouteEntry } from './http';
import { startTestServer, type TestServer } from './testing/harness';
import { createUser, loginAs } from './testing/fixtures';

/**
 * The role-by-route walk (PERMISSIONS.md): every /api route the app registers, called by every kind of user, is
 * allowed or refused exactly as the capability table (domain/auth/capabilities.ts) says for the capability the
 * route declares in its config. A route that declares none fails the first test, so a new route cannot ship
 * without an entry. Calls carry unknown ids and empty bodies: an allowed call answers what the route answers to
 * that (200, 400, 404...), never a refusal and never a 500, and changes nothing.
 *
 * The access rule is the same on both databases, so this walk runs on PGlite; each area's own tests run its
 * routes with real bodies on PGlite and PostgreSQL.
 */
type Member = { name: string; roles: RoleKey[]; designationId?: number };

/** Each role that may sign in on its own, then each add-on role beside a sales agent, and a team leader. */
const CAST: readonly Member[] = [
  ...(
    [
      'HOUSING_SALES_MANAGER',
      'HOUSING_SALES_AGENT',
      'MAKAAN_SALES_AGENT',
      'MAKAAN_SALES_MANAGER',
      'HOUSING_OWNER_AGENT',
      'BROKER_TELE_SALES',
      'BUILDER_TELE_SALES',
      'RCM_USER',
      'TICKETING',
      'HOUSING_CONTENT',
      'FINANCE',
    ] as const
  ).map((role) => ({ name: role, roles: [role] })),
  ...(['ADMIN', 'LOOKUP_ADMIN', 'CUSTOM_PACKAGE', 'HOM', 'TSPO', 'TENANT_MONETIZATION_AGENT', 'LEAD_DELIVERY_SPOC'] as const).map((role) => ({
    name: `agent+${role}`,
    roles: ['HOUSING_SALES_AGENT', role] as RoleKey[],
  })),
  { name: 'RCM_USER+LOOKUP_VIEW', roles: ['RCM_USER', 'LOOKUP_VIEW'] },
  { name: 'team leader', roles: ['HOUSING_SALES_AGENT'], designationId: 32 },
];

/** Sign-out ends the caller's session: walked last, by its own user. */
const ENDS_SESSION = (route: RouteEntry) => /\/logout$/.test(route.url);
const MISSING_ID = '987654';

function urlOf(route: RouteEntry): string {
  return route.url.replace(/:[A-Za-z]+/g, MISSING_ID).replace(/\*$/, 'walk');
}

const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** What the table says the member gets on the route: refused (and with which message) or let through. */
function expectation(member: Member, route: RouteEntry): { refused: false } | { refused: true; msg: string } {
  const roles = member.roles.map((key) => ROLES[key].name);
  const principal = { roles, designationId: member.designationId ?? null };
  const config = route.config;
  if (config.public) return { refused: false };
  if (!canSignIn(roles) && !config.allowDisallowed) return { refused: true, msg: AUTH_MESSAGES.notAllowed };
  if (isReadOnly(roles) && isWrite(route.method) && !config.allowReadOnly) return { refused: true, msg: AUTH_MESSAGES.readOnly };
  const declared = config.capability;
  if (declared === undefined || declared === 'signedIn') return { refused: false };
  const anyOf = typeof declared === 'string' ? [declared] : declared;
  if (anyOf.some((capability) => can(principal, capability))) return { refused: false };
  return { refused: true, msg: config.refusal ?? FORBIDDEN_MESSAGE };
}

describe('role-by-route walk', () => {
  let server: TestServer;
  const cookies = new Map<string, string>();
  let routes: RouteEntry[];

  beforeAll(async () => {
    server = await startTestServer({ name: 'pglite' });
    for (const member of CAST) {
      const username = `walk-${member.name.replace(/[^A-Za-z]+/g, '-').toLowerCase()}`;
      await createUser(server.database.db, { username, roles: member.roles, designationId: member.designationId });
      cookies.set(member.name, await loginAs(server.app, username));
    }
    routes = server.app.routeCatalog.filter((route) => route.url.startsWith('/api/') && route.url !== '/api/*');
  }, 120_000);
  afterAll(() => server.close());

  it('every route declares who may call it (config.capability), or is public', () => {
    const undeclared = routes.filter((route) => !route.config.public && route.config.capability === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every route lets through exactly the users the capability table allows, and never answers 500', async () => {
    const mismatches: string[] = [];
    for (const route of routes.filter((r) => !ENDS_SESSION(r))) {
      for (const member of CAST) {
        const expected = expectation(member, route);
        const res = await server.app.inject({
          method: route.method as 'GET',
          url: urlOf(route),
          headers: { cookie: cookies.get(member.name) ?? '' },
          ...(isWrite(route.method) ? { payload: {} } : {}),
        });
        const msg = res.statusCode >= 400 ? (res.json() as { error?: { msg?: string } }).error?.msg : undefined;
        const where = `${route.method} ${route.url} as ${member.name}: ${res.statusCode} ${msg ?? ''}`;
        if (res.statusCode >= 500) mismatches.push(`${where} (a 500)`);
        else if (expected.refused && (res.statusCode !== 403 || msg !== expected.msg)) mismatches.push(`${where} (expected 403 ${expected.msg})`);
        // A generic refusal of a user the table lets through: the service asks for more than the route declares.
        else if (!expected.refused && res.statusCode === 403 && [FORBIDDEN_MESSAGE, AUTH_MESSAGES.readOnly, AUTH_MESSAGES.notAllowed].includes(msg ?? ''))
          mismatches.push(`${where} (expected to be let through)`);
        else if (!expected.refused && res.statusCode === 401) mismatches.push(`${where} (signed out)`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);

  // Issue 52's corrections, spelled out cell by cell (the walk above derives every cell from the table; these pin
  // the table itself): content-only users have no sales reads, telesales actions are the telesales roles' only.
  it.each([
    ['HOUSING_CONTENT', 'GET', '/api/sapna/v1/account/search', false],
    ['HOUSING_CONTENT', 'GET', '/api/sapna/v1/payment/key-search', false],
    ['HOUSING_CONTENT', 'GET', '/api/sapna/v1/approval/all-approvals', false],
    ['HOUSING_CONTENT', 'GET', '/api/sapna/v1/package-content', true],
    ['HOUSING_CONTENT', 'GET', '/api/sapna/v1/renewal-report/summary-monthwise', true],
    ['HOUSING_SALES_AGENT', 'PUT', '/api/sapphire/v1/agents/status', false],
    ['HOUSING_SALES_AGENT', 'POST', '/api/mystique/v1/calling-queue/pull', false],
    ['HOUSING_SALES_MANAGER', 'PUT', '/api/sapphire/v1/agents/status', false],
    ['FINANCE', 'PUT', '/api/sapphire/v1/agents/status', false],
    ['FINANCE', 'GET', '/api/sapna/v1/account/search', true],
    ['HOUSING_OWNER_AGENT', 'PUT', '/api/sapphire/v1/agents/status', true],
    ['BROKER_TELE_SALES', 'POST', '/api/mystique/v1/calling-queue/pull', true],
    ['agent+TENANT_MONETIZATION_AGENT', 'PUT', '/api/sapphire/v1/agents/status', true],
    ['RCM_USER', 'GET', '/api/sapna/v1/account/search', true],
  ] as const)('%s %s %s: allowed %s', async (name, method, url, allowed) => {
    const payload = url.endsWith('agents/status') ? { status: 0 } : url.endsWith('/pull') ? { kind: 'owner' } : undefined;
    const res = await server.app.inject({ method, url, headers: { cookie: cookies.get(name) ?? '' }, ...(payload ? { payload } : {}) });
    if (allowed) expect(res.statusCode, res.body).not.toBe(403);
    else expect([res.statusCode, (res.json() as { error: { msg: string } }).error.msg]).toEqual([403, FORBIDDEN_MESSAGE]);
  });

  it('anonymous callers get 401 on every route that is not public', async () => {
    const open: string[] = [];
    for (const route of routes.filter((r) => !r.config.public)) {
      const res = await server.app.inject({ method: route.method as 'GET', url: urlOf(route), ...(isWrite(route.method) ? { payload: {} } : {}) });
      if (res.statusCode !== 401) open.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('sign-out is open to every signed-in user, read-only ones included', async () => {
    for (const route of routes.filter(ENDS_SESSION)) {
      for (const member of CAST) {
        const res = await server.app.inject({ method: route.method as 'POST', url: urlOf(route), headers: { cookie: cookies.get(member.name) ?? '' } });
        expect(res.statusCode, `${route.method} ${route.url} as ${member.name}`).toBeLessThan(300);
      }
    }
  });
});
