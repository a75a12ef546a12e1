import { capabilitiesOf } from '../../src/domain/auth/capabilities';
import { ALL_NAV_ENTRIES, type NavEntry } from '../../src/domain/auth/navigation';
import { ROLES } from '../../src/domain/auth/roles';
import type { DemoUser } from '../../src/server/seed/demo/demo-users';

/**
 * The app's screens that exist today. A menu entry shows only once its screen exists (README), so this list
 * grows with the app; the expectations below are otherwise derived from the shared capability matrix.
 */
export const BUILT_ROUTES = new Set(['/home', '/my-accounts', '/my-opportunities', '/opportunity-search', '/merge-accounts', '/outbox',
  // Issue 11, regions half
  '/manage-regions', '/monetizable-cities', '/locality-agent-mapping', '/sales-closure-date', '/content-package-page', '/owner-sales-config',
  // Issue 11, catalogue half
  '/manage-packages', '/product-package-family', '/product-management', '/product-config', '/package-pricing',
  // Issue 9, approvals
  '/approval-page', '/discount-matrix', '/common-matrices', '/payment',
  // Issue 15, support tools
  '/events', '/netsuite-push-data', '/netsuite-event-tracking',
  // Issue 12, first part
  '/reports', '/sales-report-opp', '/sales-report',
  // Issue 13, incentives
  '/target-setting-rules', '/set-sales-target', '/incentive-calculation', '/incentive-payout',
  // Issue 14, ad products (ours)
  '/virtual-tour', '/site-takeover', '/churn-scheduler', '/view-churn-scheduler',
  // Issue 12, dashboards and renewals
  '/owner-dashboard', '/broker-dashboard', '/builder-dashboard', '/tenant-dashboard', '/renewal-dashboard', '/action',
  // Issue 13, people
  '/user-management', '/rm-migration', '/agent/performance', '/performance',
  // Issue 12, report kinds
  '/state-movement-reports', '/call-detail', '/invoice-report',
  // Issue 14, ad products
  '/audience-maximizer', '/slot-availability', '/ad-product-config', '/flat-panel',
  // Issue 13, calling
  '/manual-dialing', '/campaign-module', '/migration-of-agents-cases',
  // Issue 12, sales connect
  '/sales-connect-opp',
  // Issue 52, tickets
  '/tickets',
  // Issue 52, settings
  '/settings',
  // Issue 51, home queues: finance's invoices to raise, the admin's background jobs
  '/invoices-to-raise', '/background-jobs',
]);

export const ALL_ENTRIES: readonly NavEntry[] = ALL_NAV_ENTRIES;

export function expectedEntries(user: DemoUser): { shown: NavEntry[]; hidden: NavEntry[] } {
  const caps = capabilitiesOf({ roles: user.roles.map((k) => ROLES[k].name), designationId: user.designationId });
  const built = ALL_ENTRIES.filter((e) => BUILT_ROUTES.has(e.to));
  return {
    shown: built.filter((e) => e.anyOf.some((c) => caps.includes(c))),
    hidden: built.filter((e) => !e.anyOf.some((c) => caps.includes(c))),
  };
}
