import type { Capability } from '../../domain/auth/capabilities';
import { ADMIN_MENU_TABS, ADMIN_SCREENS, NAV_ENTRIES, visibleEntries, type NavEntry } from '../../domain/auth/navigation';

export type NavGroup = { id: 'sales' | 'admin'; label: string; entries: NavEntry[] };

/**
 * The menu a user sees: the entries their capabilities allow, and only those whose screen exists in this
 * build (so the menu never links to a missing page). The Administration group holds spec 000 §6's admin
 * tabs; a group with nothing in it is left out.
 */
export function navGroupsFor(capabilities: readonly Capability[], builtRoutes: ReadonlySet<string>): NavGroup[] {
  const groups: NavGroup[] = [
    { id: 'sales', label: 'Main', entries: visibleEntries(NAV_ENTRIES, capabilities, builtRoutes) },
    { id: 'admin', label: 'Administration', entries: visibleEntries([...ADMIN_MENU_TABS, ...ADMIN_SCREENS], capabilities, builtRoutes) },
  ];
  return groups.filter((g) => g.entries.length > 0);
}

/** Route paths of the generated route tree ('/home', '/my-accounts', '/account/$accountId'...), trailing slash dropped. */
export function builtRoutePaths(routesByPath: object): Set<string> {
  return new Set(Object.keys(routesByPath).map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)));
}
