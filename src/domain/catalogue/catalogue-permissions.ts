import { can, type Principal } from '../auth/capabilities';
import { ROLES, hasAnyRole } from '../auth/roles';

/** Writes everything in the catalogue; Custom Package holds 'catalogue' for packages only (PERMISSIONS.md). */
const FULL_CATALOGUE_ROLES = [ROLES.ADMIN.name, ROLES.LOOKUP_ADMIN.name];

export type CatalogueWrite = 'packages' | 'catalogue';

/** Whether the user may write this part of the catalogue (read-only users never may: they hold no 'catalogue'). */
export function canWriteCatalogue(user: Principal, what: CatalogueWrite): boolean {
  if (!can(user, 'catalogue')) return false;
  return what === 'packages' || hasAnyRole(user.roles, FULL_CATALOGUE_ROLES);
}
