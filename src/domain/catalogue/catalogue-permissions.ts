import { can, type Principal } from '../auth/capabilities';

export type CatalogueWrite = 'packages' | 'catalogue';

/**
 * Whether the user may write this part of the catalogue: packages take 'packages' (Custom Package holds it), the
 * rest 'catalogue' (PERMISSIONS.md). Read-only users hold neither.
 */
export function canWriteCatalogue(user: Principal, what: CatalogueWrite): boolean {
  return can(user, what);
}
