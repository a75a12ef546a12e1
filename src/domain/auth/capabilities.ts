import { MODIFY_ROLES, ROLES, WHOLE_BRAND_ROLES, hasAnyRole, type RoleKey, type RoleName, isReadOnly } from './roles';

/**
 * The default capability matrix (shared/design/PERMISSIONS.md). Capability decides which actions;
 * scope (DOMAIN.md) decides which rows. The server, the navigation and the tests all read this table.
 */
export type Capability =
  | 'sell'
  | 'readSales'
  | 'content'
  | 'finance'
  | 'catalogue'
  /** Packages only (manage-packages): the catalogue's holders and Custom Package (PERMISSIONS.md). */
  | 'packages'
  | 'people'
  | 'teams'
  | 'incentives'
  | 'reports'
  | 'restrictedReports'
  | 'liveView'
  /** Calling work of a telesales agent: the online/offline toggle, queue pull, manual dialing (spec 002 §4). */
  | 'telesales'
  /** Works the ticket queue of their brand: moves tickets, assigns them to a Ticketing user (issue 52). */
  | 'workTickets'
  /**
   * Mails an account's payment link to the client (share, reshare): Admin and owner agents (spec 000 §6), and only
   * while the dynamic property is on and their e-mail is on the allow-list (domain/dynamic-properties).
   */
  | 'shareAccountLink'
  /** Keeps an offline copy of their book on the device and works it offline (SYNC.md): the field roles. */
  | 'workOffline';

/** Designation id of a team leader (spec 001 §6: 32 TL). Team leaders get 'teams' and 'reports' by designation. */
export const TEAM_LEADER_DESIGNATION_ID = 32;

const r = (...keys: RoleKey[]): RoleName[] => keys.map((k) => ROLES[k].name);

/** The roles that sell are the roles that may modify (roles.ts). */
const SELLERS = MODIFY_ROLES;
const MANAGERS = r('HOUSING_SALES_MANAGER', 'MAKAAN_SALES_MANAGER');

export const CAPABILITY_ROLES: Record<Capability, readonly RoleName[]> = {
  sell: SELLERS,
  // Not Housing Content: content-only users have no read roles (spec 000 §6); content with a sales role reads by it.
  readSales: [...SELLERS, ...r('RCM_USER', 'TICKETING', 'FINANCE', 'LOOKUP_VIEW')],
  content: r('HOUSING_CONTENT', 'ADMIN'),
  finance: r('FINANCE', 'ADMIN'),
  catalogue: r('ADMIN', 'LOOKUP_ADMIN'),
  // PERMISSIONS.md: "catalogue (Admin, Lookup Admin; Custom Package for packages only)".
  packages: r('ADMIN', 'LOOKUP_ADMIN', 'CUSTOM_PACKAGE'),
  people: r('ADMIN'),
  teams: [...MANAGERS, ...r('HOM', 'TSPO', 'BTPM', 'ADMIN_BROKER', 'ADMIN_OWNER', 'PHOENIX_AGENT', 'PHOENIX_FIELD_AGENT', 'CRM_USER', 'ADMIN')],
  incentives: [...MANAGERS, ...r('ADMIN', 'FINANCE')],
  reports: [...MANAGERS, ...r('ADMIN', 'FINANCE', 'RCM_USER', 'TICKETING')],
  restrictedReports: r('RCM_USER', 'TICKETING'),
  // PERMISSIONS.md "telesales": the agents who take calls from a queue; a field agent, a manager or Finance does not.
  telesales: r('HOUSING_OWNER_AGENT', 'BROKER_TELE_SALES', 'BUILDER_TELE_SALES', 'TENANT_MONETIZATION_AGENT'),
  // Issue 52: the ticket service's own team. Ticketing is read-only for sales records; the tickets are its work.
  workTickets: r('TICKETING'),
  shareAccountLink: r('ADMIN', 'HOUSING_OWNER_AGENT'),
  liveView: r('HOM', 'ADMIN', 'TSPO', 'BTPM', 'ADMIN_BROKER', 'ADMIN_OWNER'),
  // Sellers who work a book (an agent's own, a team leader's team). Whole-brand users are removed below: their
  // scope is the whole brand (100,000+ accounts), which is no copy for a phone; they work online.
  workOffline: SELLERS,
};

export type Principal = { roles: readonly string[]; designationId?: number | null };

export function capabilitiesOf(user: Principal): Capability[] {
  const caps = (Object.keys(CAPABILITY_ROLES) as Capability[]).filter((cap) =>
    user.roles.some((role) => (CAPABILITY_ROLES[cap] as readonly string[]).includes(role)),
  );
  // A team leader sees their team and runs its reports (issue 49; their scope is the team, so are the rows).
  if (user.designationId === TEAM_LEADER_DESIGNATION_ID) for (const cap of ['teams', 'reports'] as const) if (!caps.includes(cap)) caps.push(cap);
  // A read-only user never holds a writing capability, whatever else the table says.
  if (isReadOnly(user.roles)) return caps.filter((c) => c === 'readSales' || c === 'reports' || c === 'restrictedReports' || c === 'workTickets');
  // Whole-brand users work online, whatever seller role they also hold (their scope is the whole brand).
  if (hasAnyRole(user.roles, WHOLE_BRAND_ROLES)) return caps.filter((c) => c !== 'workOffline');
  return caps;
}

export function can(user: Principal, capability: Capability): boolean {
  return capabilitiesOf(user).includes(capability);
}
