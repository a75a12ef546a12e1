import { capabilitiesOf } from '../../../domain/auth/capabilities';
import type { UserDetails } from '../../../domain/auth/user-details';
import type { SessionUser } from '../../shared/http/session-user';

export function userDetailsOf(user: SessionUser): UserDetails {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    roles: user.roles,
    roleIds: user.roleIds,
    firstName: user.firstName,
    lastName: user.lastName,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    domainId: user.domainId,
    countryId: user.countryId,
    designationId: user.designationId,
    parentId: user.parentId,
    readOnly: user.readOnly,
    allowed: user.allowed,
    capabilities: user.allowed ? capabilitiesOf(user) : [],
  };
}
