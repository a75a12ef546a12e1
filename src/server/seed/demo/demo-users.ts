import type { RoleKey } from '../../../domain/auth/roles';

/** The demo sign-ins (issue 2). Password `demo` (or DEMO_PASSWORD), for the demo seed only. */
export type DemoUser = {
  username: string;
  firstName: string;
  lastName: string;
  roles: RoleKey[];
  /** Designation id (spec 001 §6): 29 AM, 32 TL, 34 RBM, 37 CH, 40 NSH ... */
  designationId: number | null;
  /** Username of the manager (parentId). */
  parent: string | null;
  brand: 'housing' | 'makaan';
  what: string;
};

export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'admin', firstName: 'Aarti', lastName: 'Menon', roles: ['HOUSING_SALES_MANAGER', 'ADMIN'], designationId: 41, parent: null, brand: 'housing', what: 'everything, including administration' },
  { username: 'manager', firstName: 'Rajiv', lastName: 'Khanna', roles: ['HOUSING_SALES_MANAGER'], designationId: 34, parent: 'admin', brand: 'housing', what: 'sales manager over the team leader' },
  { username: 'team-leader', firstName: 'Sneha', lastName: 'Iyer', roles: ['HOUSING_SALES_AGENT'], designationId: 32, parent: 'manager', brand: 'housing', what: 'team leader over the agents' },
  { username: 'agent', firstName: 'Vikram', lastName: 'Rao', roles: ['HOUSING_SALES_AGENT'], designationId: 29, parent: 'team-leader', brand: 'housing', what: 'field sales agent (builder and broker accounts)' },
  { username: 'owner-agent', firstName: 'Pooja', lastName: 'Nair', roles: ['HOUSING_OWNER_AGENT'], designationId: 29, parent: 'team-leader', brand: 'housing', what: 'owner telesales agent' },
  { username: 'broker-telesales', firstName: 'Arjun', lastName: 'Mehta', roles: ['BROKER_TELE_SALES'], designationId: 29, parent: 'team-leader', brand: 'housing', what: 'broker telesales agent' },
  { username: 'builder-telesales', firstName: 'Kavya', lastName: 'Reddy', roles: ['BUILDER_TELE_SALES'], designationId: 29, parent: 'team-leader', brand: 'housing', what: 'builder telesales agent' },
  { username: 'tenant-agent', firstName: 'Imran', lastName: 'Shaikh', roles: ['HOUSING_SALES_AGENT', 'TENANT_MONETIZATION_AGENT'], designationId: 29, parent: 'team-leader', brand: 'housing', what: 'tenant monetization agent' },
  { username: 'reviewer', firstName: 'Meera', lastName: 'Joshi', roles: ['HOUSING_SALES_MANAGER'], designationId: 37, parent: 'admin', brand: 'housing', what: 'reviews discount approvals (city head)' },
  { username: 'approver', firstName: 'Suresh', lastName: 'Pillai', roles: ['HOUSING_SALES_MANAGER'], designationId: 40, parent: 'admin', brand: 'housing', what: 'approves discounts (national sales head)' },
  { username: 'finance', firstName: 'Neha', lastName: 'Agarwal', roles: ['FINANCE'], designationId: null, parent: null, brand: 'housing', what: 'finance' },
  { username: 'content', firstName: 'Farah', lastName: 'Khan', roles: ['HOUSING_CONTENT'], designationId: null, parent: null, brand: 'housing', what: 'content (ad-product content only)' },
  { username: 'rcm', firstName: 'Deepak', lastName: 'Verma', roles: ['RCM_USER'], designationId: null, parent: null, brand: 'housing', what: 'RCM_USER, read-only' },
  { username: 'ticketing', firstName: 'Anil', lastName: 'Kumar', roles: ['TICKETING'], designationId: null, parent: null, brand: 'housing', what: 'Ticketing: the ticket queue (moves and assigns tickets); read-only elsewhere' },
  { username: 'makaan-agent', firstName: 'Ritu', lastName: 'Sharma', roles: ['MAKAAN_SALES_AGENT'], designationId: 29, parent: null, brand: 'makaan', what: 'sales agent of the second brand' },
  { username: 'no-access', firstName: 'Ravi', lastName: 'Das', roles: ['LOOKUP_VIEW'], designationId: null, parent: null, brand: 'housing', what: 'a role that may not sign in (signed out at once)' },
  // Last, so the ids of the users above (and of the staff seeded after them) stay as they were. HOM is not one of
  // the roles that may sign in (spec 000 §6), so a head of marketing/sales holds it beside the manager role.
  { username: 'hom', firstName: 'Lata', lastName: 'Bhat', roles: ['HOUSING_SALES_MANAGER', 'HOM'], designationId: null, parent: 'admin', brand: 'housing', what: 'head of marketing/sales (HOM): live view, teams and performance' },
  // Issue 52: each brand's tickets are worked by its own Ticketing team; this one works the second brand's queue.
  { username: 'makaan-ticketing', firstName: 'Sunil', lastName: 'Gupta', roles: ['TICKETING'], designationId: null, parent: null, brand: 'makaan', what: 'Ticketing of the second brand: its ticket queue' },
];
