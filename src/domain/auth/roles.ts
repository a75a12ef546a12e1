/**
 * Roles (spec 000 §6, 001 §6). Master ids the spec gives are used as given; the spec does not show ids
 * for the other roles, so those take ids from 2001 up (our decision, kept here once).
 */
export const ROLES = {
  HOUSING_SALES_MANAGER: { id: 100, name: 'Housing Sales Manager' },
  HOUSING_SALES_AGENT: { id: 101, name: 'Housing Sales Agent' },
  MAKAAN_SALES_AGENT: { id: 117, name: 'MakaanSalesAgent' },
  MAKAAN_SALES_MANAGER: { id: 118, name: 'MakaanSalesManager' },
  TENANT_MONETIZATION_AGENT: { id: 134, name: 'TENANT_MONETIZATION_AGENT' },
  AP_ADMIN: { id: 1001, name: 'Ap Admin' },
  LOOKUP_VIEW: { id: 1008, name: 'Lookup View' },
  LEAD_DELIVERY_SPOC: { id: 1013, name: 'Lead Delivery SPOC' },
  HOUSING_OWNER_AGENT: { id: 2001, name: 'Housing Owner Agent' },
  BROKER_TELE_SALES: { id: 2002, name: 'Broker Tele Sales' },
  BUILDER_TELE_SALES: { id: 2003, name: 'Builder Tele Sales' },
  RCM_USER: { id: 2004, name: 'RCM_USER' },
  TICKETING: { id: 2005, name: 'Ticketing' },
  HOUSING_CONTENT: { id: 2006, name: 'Housing Content' },
  FINANCE: { id: 2007, name: 'Finance' },
  ADMIN: { id: 2008, name: 'Admin' },
  LOOKUP_ADMIN: { id: 2009, name: 'Lookup Admin' },
  CUSTOM_PACKAGE: { id: 2010, name: 'Custom Package' },
  HOM: { id: 2011, name: 'HOM' },
  TSPO: { id: 2012, name: 'TSPO' },
  BTPM: { id: 2013, name: 'BTPM' },
  ADMIN_BROKER: { id: 2014, name: 'admin-broker' },
  ADMIN_OWNER: { id: 2015, name: 'admin-owner' },
  PHOENIX_AGENT: { id: 2016, name: 'PHOENIX_AGENT' },
  PHOENIX_FIELD_AGENT: { id: 2017, name: 'PHOENIX_FIELD_AGENT' },
  CRM_USER: { id: 2018, name: 'CRM USER' },
} as const;

export type RoleKey = keyof typeof ROLES;
export type RoleName = (typeof ROLES)[RoleKey]['name'];

export const ALL_ROLES = Object.values(ROLES);

export function roleByName(name: string): (typeof ALL_ROLES)[number] | undefined {
  return ALL_ROLES.find((r) => r.name === name);
}

const names = (...keys: RoleKey[]): readonly RoleName[] => keys.map((k) => ROLES[k].name);

/** What a user without an allowed role is told on every sign-in path (the app's form and the plain form before it). */
export const ROLE_NOT_ALLOWED_MESSAGE = 'Your role does not have access to this console. You have been signed out.';

/** The sales roles, which both sign in and change sales records (first in both lists below). */
const SALES_ROLE_KEYS: readonly RoleKey[] = [
  'HOUSING_SALES_MANAGER',
  'HOUSING_SALES_AGENT',
  'MAKAAN_SALES_AGENT',
  'MAKAAN_SALES_MANAGER',
  'HOUSING_OWNER_AGENT',
  'BROKER_TELE_SALES',
  'BUILDER_TELE_SALES',
];

/** Only these roles may sign in (spec 000 §6). Any other user is signed out at once. */
export const LOGIN_ALLOWED_ROLES = names(...SALES_ROLE_KEYS, 'RCM_USER', 'TICKETING', 'HOUSING_CONTENT', 'FINANCE');

/** Roles that may change sales records (our default matrix, PERMISSIONS.md "sell"). */
export const MODIFY_ROLES = names(...SALES_ROLE_KEYS, 'TENANT_MONETIZATION_AGENT', 'ADMIN');

export const CONTENT_ROLES = names('HOUSING_CONTENT');

/** Finance changes finance records only; by the spec's rule it is not read-only (it holds a modify capability). */
export const FINANCE_ROLES = names('FINANCE');

export const READ_ONLY_ROLES = names('RCM_USER', 'TICKETING');

export const MANAGER_ROLES = names('HOUSING_SALES_MANAGER', 'MAKAAN_SALES_MANAGER');

export const TELESALES_ADMIN_ROLES = names('TSPO', 'BTPM', 'ADMIN_BROKER', 'ADMIN_OWNER', 'PHOENIX_AGENT', 'PHOENIX_FIELD_AGENT', 'CRM_USER');

/**
 * Roles that see their whole brand (DOMAIN.md "Scope"): managers, admins, finance, content, head of
 * monetization and the read-only roles. Everyone else works a book (their own, or their team's).
 */
export const WHOLE_BRAND_ROLES: readonly string[] = [...MANAGER_ROLES, ...READ_ONLY_ROLES, ...names('ADMIN', 'FINANCE', 'HOUSING_CONTENT', 'HOM')];

export function hasAnyRole(userRoles: readonly string[], allowed: readonly string[]): boolean {
  return userRoles.some((r) => allowed.includes(r));
}

export function canSignIn(userRoles: readonly string[]): boolean {
  return hasAnyRole(userRoles, LOGIN_ALLOWED_ROLES);
}

/** Spec 000 §6: a user is read-only unless they hold a modify role or a content role (finance counts, see above). */
export function isReadOnly(userRoles: readonly string[]): boolean {
  return !hasAnyRole(userRoles, [...MODIFY_ROLES, ...CONTENT_ROLES, ...FINANCE_ROLES]);
}
