import { capabilitiesOf } from '../../src/domain/auth/capabilities';
import { ADMIN_MENU_TABS, NAV_ENTRIES, type NavEntry } from '../../src/domain/auth/navigation';
import { ROLES } from '../../src/domain/auth/roles';
import type { DemoUser } from '../../src/server/seed/demo-users';

/**
 * The app's screens that exist today. A menu entry shows only once its screen exists (README), so this list
 * grows with the app; the expectations below are otherwise derived from the shared capability matrix.
 */
export const BUILT_ROUTES = new Set(['/home', '/my-accounts', '/my-opportunities', '/opportunity-search', '/merge-accounts', '/outbox']);

export const ALL_ENTRIES: readonly NavEntry[] = [...NAV_ENTRIES, ...ADMIN_MENU_TABS];

export function expectedEntries(user: DemoUser): { shown: NavEntry[]; hidden: NavEntry[] } {
  const caps = capabilitiesOf({ roles: user.roles.map((k) => ROLES[k].name), designationId: user.designationId });
  const built = ALL_ENTRIES.filter((e) => BUILT_ROUTES.has(e.to));
  return {
    shown: built.filter((e) => e.anyOf.some((c) => caps.includes(c))),
    hidden: built.filter((e) => !e.anyOf.some((c) => caps.includes(c))),
  };
}
