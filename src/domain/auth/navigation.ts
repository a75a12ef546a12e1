import type { Capability } from './capabilities';

/**
 * Navigation entries by capability, each in one area of the menu (issue 51: the menu is grouped by area, not one flat
 * list). The admin menu tabs are spec 000 §6's; each names the route it opens. An entry is shown when the user holds
 * any of its capabilities and its screen exists in the build, so the menu never links to a missing page; an area with
 * nothing the user may open is left out (a field agent has no Administration group).
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

export type NavEntry = { label: string; to: string; anyOf: readonly Capability[]; area: NavAreaId };

export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Home', to: '/home', anyOf: ['readSales', 'sell', 'content', 'finance', 'reports'], area: 'sales' },
  { label: 'My Accounts', to: '/my-accounts', anyOf: ['readSales'], area: 'sales' },
  { label: 'My Opportunities', to: '/my-opportunities', anyOf: ['readSales'], area: 'sales' },
  { label: 'Opportunity Search', to: '/opportunity-search', anyOf: ['readSales'], area: 'sales' },
  { label: 'Payments', to: '/payment', anyOf: ['readSales'], area: 'money' },
  // Whoever a matrix names reviews or approves there; everyone else sees what they raised.
  { label: 'Approvals', to: '/approval-page', anyOf: ['readSales', 'finance'], area: 'sales' },
  // Issue 12: dashboards for the 'reports' roles and sellers (in scope); the renewal dashboard for everyone.
  { label: 'Owner Dashboard', to: '/owner-dashboard', anyOf: ['reports', 'sell'], area: 'reports' },
  { label: 'Broker Dashboard', to: '/broker-dashboard', anyOf: ['reports', 'sell'], area: 'reports' },
  { label: 'Builder Dashboard', to: '/builder-dashboard', anyOf: ['reports', 'sell'], area: 'reports' },
  { label: 'Tenant Dashboard', to: '/tenant-dashboard', anyOf: ['reports', 'sell'], area: 'reports' },
  { label: 'Actions', to: '/action', anyOf: ['reports', 'sell'], area: 'sales' },
  { label: 'Renewal Dashboard', to: '/renewal-dashboard', anyOf: ['readSales', 'sell', 'content', 'finance', 'reports'], area: 'reports' },
  // Whoever keeps an offline copy has an outbox (SYNC.md: one screen lists pending, failed and rejected work).
  // Issue 14: ad-product slots (everyone who reads sales sees them; `sell` books them).
  { label: 'Virtual Tours', to: '/virtual-tour', anyOf: ['readSales'], area: 'adProducts' },
  { label: 'Site Takeovers', to: '/site-takeover', anyOf: ['readSales', 'content'], area: 'adProducts' },
  { label: 'Microsites', to: '/microsite', anyOf: ['readSales', 'content'], area: 'adProducts' },
  { label: 'Outbox', to: '/outbox', anyOf: ['workOffline'], area: 'sales' },
  // Issue 13: an agent's own performance (every seller; read-only roles read within scope).
  { label: 'My Performance', to: '/agent/performance', anyOf: ['sell', 'readSales'], area: 'reports' },
  // Issue 14: ad products (sellers book slots of their deals; content edits cards; the rest read).
  { label: 'Audience Maximizer', to: '/audience-maximizer', anyOf: ['readSales', 'content'], area: 'adProducts' },
  { label: 'Slot Availability', to: '/slot-availability', anyOf: ['readSales', 'catalogue'], area: 'adProducts' },
  // Issue 52: the Ticketing role's queue of its brand's tickets.
  { label: 'Ticket Queue', to: '/tickets', anyOf: ['workTickets'], area: 'sales' },
  // Issue 13: telesales agents' calling queue and dialer (online only).
  { label: 'Manual Dialing', to: '/manual-dialing', anyOf: ['telesales'], area: 'people' },
];

/** Spec 000 §6 admin menu tabs, in the spec's order, with the route each opens and who may see it. */
export const ADMIN_MENU_TABS: readonly NavEntry[] = [
  { label: 'User Management', to: '/user-management', anyOf: ['people'], area: 'people' },
  { label: 'Locality Agent Mapping', to: '/locality-agent-mapping', anyOf: ['people'], area: 'people' },
  { label: 'Manage Regions', to: '/manage-regions', anyOf: ['catalogue'], area: 'admin' },
  { label: 'Sales Incentive', to: '/target-setting-rules', anyOf: ['incentives'], area: 'money' },
  { label: 'Download Reports', to: '/reports', anyOf: ['reports'], area: 'reports' },
  { label: 'Discount Approval Matrix', to: '/discount-matrix', anyOf: ['people'], area: 'admin' },
  { label: 'Merge Accounts', to: '/merge-accounts', anyOf: ['people'], area: 'admin' },
  { label: 'Sales Closure Date', to: '/sales-closure-date', anyOf: ['people'], area: 'admin' },
  { label: 'Other Matrices', to: '/common-matrices', anyOf: ['people'], area: 'admin' },
];

/**
 * The screens of spec 000 §2 without an admin menu tab, each in its area (after the tabs of that area) and for the
 * capability that opens it (PERMISSIONS.md).
 */
export const ADMIN_SCREENS: readonly NavEntry[] = [
  { label: 'Monetizable Cities', to: '/monetizable-cities', anyOf: ['catalogue'], area: 'admin' },
  { label: 'Package Content', to: '/content-package-page', anyOf: ['content'], area: 'adProducts' },
  { label: 'Owner Sales Config', to: '/owner-sales-config', anyOf: ['teams'], area: 'people' },
  { label: 'Manage Packages', to: '/manage-packages', anyOf: ['packages'], area: 'admin' },
  { label: 'Package Families', to: '/product-package-family', anyOf: ['catalogue'], area: 'admin' },
  { label: 'Product Management', to: '/product-management', anyOf: ['catalogue'], area: 'admin' },
  { label: 'Product Config', to: '/product-config', anyOf: ['catalogue'], area: 'admin' },
  { label: 'Package Pricing', to: '/package-pricing', anyOf: ['catalogue'], area: 'admin' },
  // Issue 15: events (catalogue writes; every signed-in user may open the list), the ERP screens (finance).
  { label: 'Events', to: '/events', anyOf: ['catalogue'], area: 'admin' },
  { label: 'NetSuite Push Data', to: '/netsuite-push-data', anyOf: ['finance'], area: 'money' },
  { label: 'NetSuite Event Tracking', to: '/netsuite-event-tracking', anyOf: ['finance'], area: 'money' },
  // Issue 14: manual churn schedules (teams and Admin).
  { label: 'Churn Scheduler', to: '/churn-scheduler', anyOf: ['teams'], area: 'adProducts' },
  { label: 'Churn Schedules', to: '/view-churn-scheduler', anyOf: ['teams'], area: 'adProducts' },
  { label: 'Sales Report', to: '/sales-report', anyOf: ['reports'], area: 'reports' },
  { label: 'Sales by Opportunity', to: '/sales-report-opp', anyOf: ['reports'], area: 'reports' },
  { label: 'Sales Connect', to: '/sales-connect-opp', anyOf: ['reports'], area: 'reports' },
  // Issue 13, people: team performance (teams and the reports roles), rm-migration (teams).
  { label: 'Team Performance', to: '/performance', anyOf: ['teams', 'reports'], area: 'reports' },
  { label: 'RM Migration', to: '/rm-migration', anyOf: ['teams'], area: 'people' },
  // Issue 13, calling: campaigns and owner-case migration (teams).
  { label: 'Campaign Module', to: '/campaign-module', anyOf: ['teams'], area: 'people' },
  { label: 'Migration of Agents Cases', to: '/migration-of-agents-cases', anyOf: ['teams'], area: 'people' },
  // Issue 13: the live view, for the live-view roles only (spec 002 §6).
  { label: 'Live View', to: '/live-view', anyOf: ['liveView'], area: 'people' },
  { label: 'Call Detail', to: '/call-detail', anyOf: ['reports'], area: 'reports' },
  { label: 'State Movement', to: '/state-movement-reports', anyOf: ['reports'], area: 'reports' },
  { label: 'Invoice Report', to: '/invoice-report', anyOf: ['finance'], area: 'money' },
  // Issue 51: finance's queue of tax invoices to raise (termsheets with approved payments, no tax invoice).
  { label: 'Invoices to Raise', to: '/invoices-to-raise', anyOf: ['finance'], area: 'money' },
  // Issue 13: the incentive screens after the 'Sales Incentive' tab (target-setting-rules).
  { label: 'Set Sales Target', to: '/set-sales-target', anyOf: ['incentives'], area: 'money' },
  { label: 'Incentive Calculation', to: '/incentive-calculation', anyOf: ['incentives'], area: 'money' },
  { label: 'Incentive Payout', to: '/incentive-payout', anyOf: ['incentives'], area: 'money' },
  // Issue 14: ad-product configuration and flat panel. Readers may open them (the routes let them), but the menu
  // lists them only for catalogue, who change them (issue 52). Slot availability is a seller's tool (free slots
  // before a booking): it is listed for readers with the ad products above.
  { label: 'Ad Product Config', to: '/ad-product-config', anyOf: ['catalogue'], area: 'adProducts' },
  { label: 'Flat Panel', to: '/flat-panel', anyOf: ['catalogue'], area: 'adProducts' },
  // Issue 52: the dynamic properties (account-link sharing, the NP slot stop user), Admin only.
  { label: 'Settings', to: '/settings', anyOf: ['people'], area: 'admin' },
  // Issue 51: the server's background jobs and how their last pass ended, Admin only.
  { label: 'Background Jobs', to: '/background-jobs', anyOf: ['people'], area: 'admin' },
];

/** Every entry, each once: the sales entries, the spec's admin tabs, then the other administration screens. */
export const ALL_NAV_ENTRIES: readonly NavEntry[] = [...NAV_ENTRIES, ...ADMIN_MENU_TABS, ...ADMIN_SCREENS];

export function visibleEntries(entries: readonly NavEntry[], caps: readonly Capability[], builtRoutes: ReadonlySet<string>): NavEntry[] {
  return entries.filter((e) => builtRoutes.has(e.to) && e.anyOf.some((c) => caps.includes(c)));
}
