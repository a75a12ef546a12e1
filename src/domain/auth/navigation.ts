import type { Capability } from './capabilities';

/**
 * Navigation entries by capability. The admin menu tabs are spec 000 §6's; each names the route it opens.
 * An entry is shown when the user holds any of its capabilities. Routes that later issues build are listed
 * here only once their screen exists (`built: true`), so the menu never links to a missing page.
 */
export type NavEntry = { label: string; to: string; anyOf: readonly Capability[]; group: 'sales' | 'admin' };

export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Home', to: '/home', anyOf: ['readSales', 'sell', 'content', 'finance', 'reports'], group: 'sales' },
  { label: 'My Accounts', to: '/my-accounts', anyOf: ['readSales'], group: 'sales' },
  { label: 'My Opportunities', to: '/my-opportunities', anyOf: ['readSales'], group: 'sales' },
  { label: 'Opportunity Search', to: '/opportunity-search', anyOf: ['readSales'], group: 'sales' },
  { label: 'Payments', to: '/payment', anyOf: ['readSales'], group: 'sales' },
  // Whoever a matrix names reviews or approves there; everyone else sees what they raised.
  { label: 'Approvals', to: '/approval-page', anyOf: ['readSales', 'finance'], group: 'sales' },
  // Issue 12: dashboards for the 'reports' roles and sellers (in scope); the renewal dashboard for everyone.
  { label: 'Owner Dashboard', to: '/owner-dashboard', anyOf: ['reports', 'sell'], group: 'sales' },
  { label: 'Broker Dashboard', to: '/broker-dashboard', anyOf: ['reports', 'sell'], group: 'sales' },
  { label: 'Builder Dashboard', to: '/builder-dashboard', anyOf: ['reports', 'sell'], group: 'sales' },
  { label: 'Tenant Dashboard', to: '/tenant-dashboard', anyOf: ['reports', 'sell'], group: 'sales' },
  { label: 'Actions', to: '/action', anyOf: ['reports', 'sell'], group: 'sales' },
  { label: 'Renewal Dashboard', to: '/renewal-dashboard', anyOf: ['readSales', 'sell', 'content', 'finance', 'reports'], group: 'sales' },
  // Whoever keeps an offline copy has an outbox (SYNC.md: one screen lists pending, failed and rejected work).
  // Issue 14: ad-product slots (everyone who reads sales sees them; `sell` books them).
  { label: 'Virtual Tours', to: '/virtual-tour', anyOf: ['readSales'], group: 'sales' },
  { label: 'Site Takeovers', to: '/site-takeover', anyOf: ['readSales', 'content'], group: 'sales' },
  { label: 'Microsites', to: '/microsite', anyOf: ['readSales', 'content'], group: 'sales' },
  { label: 'Outbox', to: '/outbox', anyOf: ['workOffline'], group: 'sales' },
  // Issue 13: an agent's own performance (every seller; read-only roles read within scope).
  { label: 'My Performance', to: '/agent/performance', anyOf: ['sell', 'readSales'], group: 'sales' },
  // Issue 14: ad products (sellers book slots of their deals; content edits cards; the rest read).
  { label: 'Audience Maximizer', to: '/audience-maximizer', anyOf: ['readSales', 'content'], group: 'sales' },
  { label: 'Slot Availability', to: '/slot-availability', anyOf: ['readSales', 'catalogue'], group: 'sales' },
  // Issue 52: the Ticketing role's queue of its brand's tickets.
  { label: 'Ticket Queue', to: '/tickets', anyOf: ['workTickets'], group: 'sales' },
  // Issue 13: telesales agents' calling queue and dialer (online only).
  { label: 'Manual Dialing', to: '/manual-dialing', anyOf: ['telesales'], group: 'sales' },
];

/** Spec 000 §6 admin menu tabs, in the spec's order, with the route each opens and who may see it. */
export const ADMIN_MENU_TABS: readonly NavEntry[] = [
  { label: 'User Management', to: '/user-management', anyOf: ['people'], group: 'admin' },
  { label: 'Locality Agent Mapping', to: '/locality-agent-mapping', anyOf: ['people'], group: 'admin' },
  { label: 'Manage Regions', to: '/manage-regions', anyOf: ['catalogue'], group: 'admin' },
  { label: 'Sales Incentive', to: '/target-setting-rules', anyOf: ['incentives'], group: 'admin' },
  { label: 'Download Reports', to: '/reports', anyOf: ['reports'], group: 'admin' },
  { label: 'Discount Approval Matrix', to: '/discount-matrix', anyOf: ['people'], group: 'admin' },
  { label: 'Merge Accounts', to: '/merge-accounts', anyOf: ['people'], group: 'admin' },
  { label: 'Sales Closure Date', to: '/sales-closure-date', anyOf: ['people'], group: 'admin' },
  { label: 'Other Matrices', to: '/common-matrices', anyOf: ['people'], group: 'admin' },
];

/**
 * Administration screens of spec 000 §2 without an admin menu tab: listed in the Administration group after the
 * tabs, each for the capability that opens it (PERMISSIONS.md).
 */
export const ADMIN_SCREENS: readonly NavEntry[] = [
  { label: 'Monetizable Cities', to: '/monetizable-cities', anyOf: ['catalogue'], group: 'admin' },
  { label: 'Package Content', to: '/content-package-page', anyOf: ['content'], group: 'admin' },
  { label: 'Owner Sales Config', to: '/owner-sales-config', anyOf: ['teams'], group: 'admin' },
  { label: 'Manage Packages', to: '/manage-packages', anyOf: ['packages'], group: 'admin' },
  { label: 'Package Families', to: '/product-package-family', anyOf: ['catalogue'], group: 'admin' },
  { label: 'Product Management', to: '/product-management', anyOf: ['catalogue'], group: 'admin' },
  { label: 'Product Config', to: '/product-config', anyOf: ['catalogue'], group: 'admin' },
  { label: 'Package Pricing', to: '/package-pricing', anyOf: ['catalogue'], group: 'admin' },
  // Issue 15: events (catalogue writes; every signed-in user may open the list), the ERP screens (finance).
  { label: 'Events', to: '/events', anyOf: ['catalogue'], group: 'admin' },
  { label: 'NetSuite Push Data', to: '/netsuite-push-data', anyOf: ['finance'], group: 'admin' },
  { label: 'NetSuite Event Tracking', to: '/netsuite-event-tracking', anyOf: ['finance'], group: 'admin' },
  // Issue 14: manual churn schedules (teams and Admin).
  { label: 'Churn Scheduler', to: '/churn-scheduler', anyOf: ['teams'], group: 'admin' },
  { label: 'Churn Schedules', to: '/view-churn-scheduler', anyOf: ['teams'], group: 'admin' },
  { label: 'Sales Report', to: '/sales-report', anyOf: ['reports'], group: 'admin' },
  { label: 'Sales by Opportunity', to: '/sales-report-opp', anyOf: ['reports'], group: 'admin' },
  { label: 'Sales Connect', to: '/sales-connect-opp', anyOf: ['reports'], group: 'admin' },
  // Issue 13, people: team performance (teams and the reports roles), rm-migration (teams).
  { label: 'Team Performance', to: '/performance', anyOf: ['teams', 'reports'], group: 'admin' },
  { label: 'RM Migration', to: '/rm-migration', anyOf: ['teams'], group: 'admin' },
  // Issue 13, calling: campaigns and owner-case migration (teams).
  { label: 'Campaign Module', to: '/campaign-module', anyOf: ['teams'], group: 'admin' },
  { label: 'Migration of Agents Cases', to: '/migration-of-agents-cases', anyOf: ['teams'], group: 'admin' },
  // Issue 13: the live view, for the live-view roles only (spec 002 §6).
  { label: 'Live View', to: '/live-view', anyOf: ['liveView'], group: 'admin' },
  { label: 'Call Detail', to: '/call-detail', anyOf: ['reports'], group: 'admin' },
  { label: 'State Movement', to: '/state-movement-reports', anyOf: ['reports'], group: 'admin' },
  { label: 'Invoice Report', to: '/invoice-report', anyOf: ['finance'], group: 'admin' },
  // Issue 13: the incentive screens after the 'Sales Incentive' tab (target-setting-rules).
  { label: 'Set Sales Target', to: '/set-sales-target', anyOf: ['incentives'], group: 'admin' },
  { label: 'Incentive Calculation', to: '/incentive-calculation', anyOf: ['incentives'], group: 'admin' },
  { label: 'Incentive Payout', to: '/incentive-payout', anyOf: ['incentives'], group: 'admin' },
  // Issue 14: ad-product configuration and flat panel. Readers may open them (the routes let them), but the
  // Administration group lists them only for catalogue, who change them: a field agent has no entry there to use,
  // so sees no Administration group (issue 52). Slot availability is a seller's tool (free slots before a booking):
  // it is listed with the ad products above.
  { label: 'Ad Product Config', to: '/ad-product-config', anyOf: ['catalogue'], group: 'admin' },
  { label: 'Flat Panel', to: '/flat-panel', anyOf: ['catalogue'], group: 'admin' },
  // Issue 52: the dynamic properties (account-link sharing, the NP slot stop user), Admin only.
  { label: 'Settings', to: '/settings', anyOf: ['people'], group: 'admin' },
];

export function visibleEntries(entries: readonly NavEntry[], caps: readonly Capability[], builtRoutes: ReadonlySet<string>): NavEntry[] {
  return entries.filter((e) => builtRoutes.has(e.to) && e.anyOf.some((c) => caps.includes(c)));
}
