import type { Capability } from './capabilities';
import { SCREEN_ACCESS } from './screen-access';
import type { ScreenPath } from './screens';

/**
 * Navigation entries, each in one area of the menu (issue 51: the menu is grouped by area, not one flat list). The
 * admin menu tabs are spec 000 §6's; each names the screen it opens, and who the menu lists it for comes from the
 * screens table (screens.ts: the capabilities of the endpoints the screen is for, issue 53). An entry is shown when
 * the user holds any of its capabilities and its screen exists in the build, so the menu never links to a missing
 * page; an area with nothing the user may open is left out (a field agent has no Administration group).
 */
export const NAV_AREAS = [
  { id: 'sales', label: 'Sales' },
  { id: 'money', label: 'Money' },
  { id: 'reports', label: 'Reports and dashboards' },
  { id: 'adProducts', label: 'Ad products' },
  { id: 'people', label: 'People and calling' },
  { id: 'admin', label: 'Administration' },
] as const;
export type NavAreaId = (typeof NAV_AREAS)[number]['id'];

export type NavEntry = { label: string; to: ScreenPath; anyOf: readonly Capability[]; area: NavAreaId };

/** The entries with who the menu lists each for (the screens table, resolved in screen-access.ts). */
function listed(entries: readonly Omit<NavEntry, 'anyOf'>[]): NavEntry[] {
  return entries.map((entry) => ({ ...entry, anyOf: SCREEN_ACCESS[entry.to].menu ?? SCREEN_ACCESS[entry.to].open }));
}

export const NAV_ENTRIES: readonly NavEntry[] = listed([
  { label: 'Home', to: '/home', area: 'sales' },
  { label: 'My Accounts', to: '/my-accounts', area: 'sales' },
  { label: 'My Opportunities', to: '/my-opportunities', area: 'sales' },
  { label: 'Opportunity Search', to: '/opportunity-search', area: 'sales' },
  { label: 'Payments', to: '/payment', area: 'money' },
  // Whoever a matrix names reviews or approves there; everyone else sees what they raised.
  { label: 'Approvals', to: '/approval-page', area: 'sales' },
  // Issue 12: dashboards for the 'reports' roles and sellers (in scope); the renewal dashboard for everyone.
  { label: 'Owner Dashboard', to: '/owner-dashboard', area: 'reports' },
  { label: 'Broker Dashboard', to: '/broker-dashboard', area: 'reports' },
  { label: 'Builder Dashboard', to: '/builder-dashboard', area: 'reports' },
  { label: 'Tenant Dashboard', to: '/tenant-dashboard', area: 'reports' },
  { label: 'Actions', to: '/action', area: 'sales' },
  { label: 'Renewal Dashboard', to: '/renewal-dashboard', area: 'reports' },
  // Whoever keeps an offline copy has an outbox (SYNC.md: one screen lists pending, failed and rejected work).
  // Issue 14: ad-product slots (everyone who reads sales sees them; `sell` books them).
  { label: 'Virtual Tours', to: '/virtual-tour', area: 'adProducts' },
  { label: 'Site Takeovers', to: '/site-takeover', area: 'adProducts' },
  { label: 'Microsites', to: '/microsite', area: 'adProducts' },
  { label: 'Outbox', to: '/outbox', area: 'sales' },
  // Issue 13: an agent's own performance (every seller; read-only roles read within scope).
  { label: 'My Performance', to: '/agent/performance', area: 'reports' },
  // Issue 14: ad products (sellers book slots of their deals; content edits cards; the rest read).
  { label: 'Audience Maximizer', to: '/audience-maximizer', area: 'adProducts' },
  { label: 'Slot Availability', to: '/slot-availability', area: 'adProducts' },
  // Issue 52: the Ticketing role's queue of its brand's tickets.
  { label: 'Ticket Queue', to: '/tickets', area: 'sales' },
  // Issue 13: telesales agents' calling queue and dialer (online only).
  { label: 'Manual Dialing', to: '/manual-dialing', area: 'people' },
]);

/** Spec 000 §6 admin menu tabs, in the spec's order, with the screen each opens. */
export const ADMIN_MENU_TABS: readonly NavEntry[] = listed([
  { label: 'User Management', to: '/user-management', area: 'people' },
  { label: 'Locality Agent Mapping', to: '/locality-agent-mapping', area: 'people' },
  { label: 'Manage Regions', to: '/manage-regions', area: 'admin' },
  { label: 'Sales Incentive', to: '/target-setting-rules', area: 'money' },
  { label: 'Download Reports', to: '/reports', area: 'reports' },
  { label: 'Discount Approval Matrix', to: '/discount-matrix', area: 'admin' },
  { label: 'Merge Accounts', to: '/merge-accounts', area: 'admin' },
  { label: 'Sales Closure Date', to: '/sales-closure-date', area: 'admin' },
  { label: 'Other Matrices', to: '/common-matrices', area: 'admin' },
]);

/**
 * The screens of spec 000 §2 without an admin menu tab, each in its area (after the tabs of that area).
 */
export const ADMIN_SCREENS: readonly NavEntry[] = listed([
  { label: 'Monetizable Cities', to: '/monetizable-cities', area: 'admin' },
  { label: 'Package Content', to: '/content-package-page', area: 'adProducts' },
  { label: 'Owner Sales Config', to: '/owner-sales-config', area: 'people' },
  { label: 'Manage Packages', to: '/manage-packages', area: 'admin' },
  { label: 'Package Families', to: '/product-package-family', area: 'admin' },
  { label: 'Product Management', to: '/product-management', area: 'admin' },
  { label: 'Product Config', to: '/product-config', area: 'admin' },
  { label: 'Package Pricing', to: '/package-pricing', area: 'admin' },
  // Issue 15: events (catalogue writes; every signed-in user may open the list), the ERP screens (finance).
  { label: 'Events', to: '/events', area: 'admin' },
  { label: 'NetSuite Push Data', to: '/netsuite-push-data', area: 'money' },
  { label: 'NetSuite Event Tracking', to: '/netsuite-event-tracking', area: 'money' },
  // Issue 14: manual churn schedules (teams and Admin).
  { label: 'Churn Scheduler', to: '/churn-scheduler', area: 'adProducts' },
  { label: 'Churn Schedules', to: '/view-churn-scheduler', area: 'adProducts' },
  { label: 'Sales Report', to: '/sales-report', area: 'reports' },
  { label: 'Sales by Opportunity', to: '/sales-report-opp', area: 'reports' },
  { label: 'Sales Connect', to: '/sales-connect-opp', area: 'reports' },
  // Issue 13, people: team performance (teams and the reports roles), rm-migration (teams).
  { label: 'Team Performance', to: '/performance', area: 'reports' },
  { label: 'RM Migration', to: '/rm-migration', area: 'people' },
  // Issue 13, calling: campaigns and owner-case migration (teams).
  { label: 'Campaign Module', to: '/campaign-module', area: 'people' },
  { label: 'Migration of Agents Cases', to: '/migration-of-agents-cases', area: 'people' },
  // Issue 13: the live view, for the live-view roles only (spec 002 §6).
  { label: 'Live View', to: '/live-view', area: 'people' },
  { label: 'Call Detail', to: '/call-detail', area: 'reports' },
  { label: 'State Movement', to: '/state-movement-reports', area: 'reports' },
  { label: 'Invoice Report', to: '/invoice-report', area: 'money' },
  // Issue 51: finance's queue of tax invoices to raise (termsheets with approved payments, no tax invoice).
  { label: 'Invoices to Raise', to: '/invoices-to-raise', area: 'money' },
  // Issue 13: the incentive screens after the 'Sales Incentive' tab (target-setting-rules).
  { label: 'Set Sales Target', to: '/set-sales-target', area: 'money' },
  { label: 'Incentive Calculation', to: '/incentive-calculation', area: 'money' },
  { label: 'Incentive Payout', to: '/incentive-payout', area: 'money' },
  // Issue 14: ad-product configuration and flat panel. Readers may open them (the routes let them), but the menu
  // lists them only for catalogue, who change them (issue 52). Slot availability is a seller's tool (free slots
  // before a booking): it is listed for readers with the ad products above.
  { label: 'Ad Product Config', to: '/ad-product-config', area: 'adProducts' },
  { label: 'Flat Panel', to: '/flat-panel', area: 'adProducts' },
  // Issue 52: the dynamic properties (account-link sharing, the NP slot stop user), Admin only.
  { label: 'Settings', to: '/settings', area: 'admin' },
  // Issue 51: the server's background jobs and how their last pass ended, Admin only.
  { label: 'Background Jobs', to: '/background-jobs', area: 'admin' },
]);

/** Every entry, each once: the sales entries, the spec's admin tabs, then the other administration screens. */
export const ALL_NAV_ENTRIES: readonly NavEntry[] = [...NAV_ENTRIES, ...ADMIN_MENU_TABS, ...ADMIN_SCREENS];

export function visibleEntries(entries: readonly NavEntry[], caps: readonly Capability[], builtRoutes: ReadonlySet<string>): NavEntry[] {
  return entries.filter((e) => builtRoutes.has(e.to) && e.anyOf.some((c) => caps.includes(c)));
}
