/* eslint-disable no-restricted-imports -- a test that reads the app's route files to check their guards; it ships nothing */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../../../domain/auth/capabilities';
import { ROLES } from '../../../domain/auth/roles';
import { SCREENS, screenCapabilities, type ScreenPath } from '../../../domain/auth/screens';
import { AccessDeniedError, requireScreen } from './require-screen';
import type { UserDetails } from './user-details';

const ROUTES = path.join(import.meta.dirname, '../../routes');

/** Each route file under routes/_authed (not the `-` helpers) with its screen path: `_authed/reports_.$kind.tsx` is `/reports/$kind`. */
function authedRoutes(): { file: string; screen: string; source: string }[] {
  const dir = path.join(ROUTES, '_authed');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !path.basename(file).startsWith('-'))
    .map((file) => {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const id = /createFileRoute\('([^']+)'\)/.exec(source)?.[1] ?? '';
      return { file, screen: id.replace(/^\/_authed/, '').replace(/_(?=\/|$)/g, '').replace(/\/$/, ''), source };
    });
}

/** The signed-in screens open to every user with an allowed role: in the table for the menu only. */
const UNGUARDED_IN_MENU: readonly ScreenPath[] = ['/home', '/outbox', '/renewal-dashboard', '/agent/performance', '/performance'];

function userWith(...roles: (keyof typeof ROLES)[]): UserDetails {
  const names = roles.map((key) => ROLES[key].name);
  return { id: 1, username: 'u', name: 'U', roles: names, roleIds: [], capabilities: capabilitiesOf({ roles: names }), domainId: 1, countryId: 1, allowed: true, readOnly: false } as unknown as UserDetails;
}

describe('route guards from the screens table', () => {
  const routes = authedRoutes();

  it('guards each screen route with requireScreen and its own path, which resolves to at least one capability', () => {
    const guarded = routes.filter((route) => route.source.includes('beforeLoad'));
    expect(guarded.length).toBeGreaterThan(80);
    for (const route of guarded) {
      const named = /requireScreen\(context\.user, '([^']+)'\)/.exec(route.source)?.[1];
      expect({ file: route.file, screen: named }).toEqual({ file: route.file, screen: route.screen });
      expect(screenCapabilities(route.screen as ScreenPath).length, route.file).toBeGreaterThan(0);
    }
  });

  it('has a route for every screen of the table, guarded unless it is open to every signed-in user', () => {
    const byScreen = new Map(routes.map((route) => [route.screen, route]));
    for (const screen of Object.keys(SCREENS) as ScreenPath[]) {
      const route = byScreen.get(screen);
      expect({ screen, hasRoute: route !== undefined }).toEqual({ screen, hasRoute: true });
      expect({ screen, guarded: route!.source.includes('requireScreen(') }).toEqual({ screen, guarded: !UNGUARDED_IN_MENU.includes(screen) });
    }
  });

  it('lets a user in whose capabilities the screen names, and refuses another plainly', () => {
    expect(() => requireScreen(userWith('ADMIN'), '/manage-regions')).not.toThrow();
    expect(() => requireScreen(userWith('FINANCE'), '/manage-regions')).toThrow(new AccessDeniedError('You do not have access to this page.'));
    // The restricted report kinds: RCM_USER may open them; Finance, who reads the other reports, may not.
    expect(() => requireScreen(userWith('RCM_USER'), '/reports/$kind')).not.toThrow();
    expect(() => requireScreen(userWith('FINANCE'), '/reports/$kind')).toThrow(AccessDeniedError);
  });
});
