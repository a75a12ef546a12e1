import type { Capability } from '../../domain/auth/capabilities';
import { ALL_NAV_ENTRIES, NAV_AREAS, visibleEntries, type NavAreaId, type NavEntry } from '../../domain/auth/navigation';

export type NavGroup = { id: NavAreaId; label: string; entries: NavEntry[] };

/**
 * The menu a user sees, grouped by area in NAV_AREAS' order: the entries their capabilities allow, and only those
 * whose screen exists in this build (so the menu never links to a missing page). An area with nothing in it is left out.
 */
export function navGroupsFor(capabilities: readonly Capability[], builtRoutes: ReadonlySet<string>): NavGroup[] {
  const visible = visibleEntries(ALL_NAV_ENTRIES, capabilities, builtRoutes);
  return NAV_AREAS.map((area) => ({ id: area.id, label: area.label, entries: visible.filter((e) => e.area === area.id) })).filter((g) => g.entries.length > 0);
}

/** Route paths of the generated route tree ('/home', '/my-accounts', '/account/$accountId'...), trailing slash dropped. */
export function builtRoutePaths(routesByPath: object): Set<string> {
  return new Set(Object.keys(routesByPath).map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)));
}

/** Entries whose label holds every word typed (any case), those starting with the first word first; all when nothing is typed. */
export function matchingEntries(groups: readonly NavGroup[], typed: string): NavEntry[] {
  const entries = groups.flatMap((g) => g.entries);
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  const hits = entries.filter((e) => words.every((w) => e.label.toLowerCase().includes(w)));
  const first = words[0]!;
  return [...hits.filter((e) => e.label.toLowerCase().startsWith(first)), ...hits.filter((e) => !e.label.toLowerCase().startsWith(first))];
}
