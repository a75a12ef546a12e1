import type { UserDetails } from '../lib/session/user-details';

/** The demo field agent, Vikram Rao (a sales agent who may sell), as GET /user/details answers; `id` for a test's own. */
export function agentUser(id = 4): UserDetails {
  return {
    id,
    username: 'agent',
    email: 'agent@example.com',
    roles: ['Housing Sales Agent'],
    roleIds: [101],
    firstName: 'Vikram',
    lastName: 'Rao',
    name: 'Vikram Rao',
    domainId: 5,
    countryId: 1,
    designationId: 29,
    parentId: 3,
    readOnly: false,
    allowed: true,
    capabilities: ['sell', 'readSales'],
  };
}
