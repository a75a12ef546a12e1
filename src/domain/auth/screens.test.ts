import { describe, expect, it } from 'vitest';
import { CAPABILITY_ROLES, type Capability } from './capabilities';
import { ENDPOINT_CAPABILITIES, type EndpointKey } from './endpoint-capabilities';
import { ALL_NAV_ENTRIES } from './navigation';
import { SCREEN_ACCESS } from './screen-access';
import { callersOf, menuCapabilities, SCREENS, screenCapabilities, type ScreenDeclaration, type ScreenPath } from './screens';

/**
 * Who could open each screen (its route guard) and who the menu listed it for, as written by hand before the screens
 * table (issue 53). Deriving them from the endpoints changed nobody's access: a screen that changes who may open it
 * changes this table in the same commit, on purpose.
 */
const BEFORE: Record<ScreenPath, { guard?: Capability[]; menu?: Capability[] }> = {
  '/account/$accountId': { guard: ['readSales'] },
  '/action': { guard: ['reports', 'sell'], menu: ['reports', 'sell'] },
  '/ad-product-config': { guard: ['readSales', 'catalogue', 'content'], menu: ['catalogue'] },
  '/agent/performance': { menu: ['sell', 'readSales'] },
  '/approval-details/$paymentId': { guard: ['readSales', 'finance'] },
  '/approval-page': { guard: ['readSales', 'finance'], menu: ['readSales', 'finance'] },
  '/approval/$approvalId': { guard: ['readSales', 'finance'] },
  '/audience-maximizer': { guard: ['readSales', 'content'], menu: ['readSales', 'content'] },
  '/audience-maximizer/$slotId': { guard: ['readSales', 'content'] },
  '/audience-maximizer/create-slot': { guard: ['sell'] },
  '/background-jobs': { guard: ['people'], menu: ['people'] },
  '/broker-dashboard': { guard: ['reports', 'sell'], menu: ['reports', 'sell'] },
  '/broker-opportunity/$opportunityId': { guard: ['readSales'] },
  '/builder-dashboard': { guard: ['reports', 'sell'], menu: ['reports', 'sell'] },
  '/builder-opportunity/$opportunityId': { guard: ['readSales'] },
  '/call-detail': { guard: ['reports'], menu: ['reports'] },
  '/campaign-module': { guard: ['teams'], menu: ['teams'] },
  '/churn-scheduler': { guard: ['teams'], menu: ['teams'] },
  '/common-matrices': { guard: ['people'], menu: ['people'] },
  '/content-package-page': { guard: ['content'], menu: ['content'] },
  '/discount-matrix': { guard: ['people'], menu: ['people'] },
  '/events': { guard: ['readSales', 'catalogue', 'finance', 'content', 'reports'], menu: ['catalogue'] },
  '/flat-panel': { guard: ['readSales', 'catalogue', 'content'], menu: ['catalogue'] },
  '/home': { menu: ['readSales', 'sell', 'content', 'finance', 'reports'] },
  '/incentive-calculation': { guard: ['incentives'], menu: ['incentives'] },
  '/incentive-payout': { guard: ['incentives'], menu: ['incentives'] },
  '/invoice-report': { guard: ['finance'], menu: ['finance'] },
  '/invoices-to-raise': { guard: ['finance'], menu: ['finance'] },
  '/list/$keyName': { guard: ['reports', 'sell'] },
  '/live-view': { guard: ['liveView'], menu: ['liveView'] },
  '/locality-agent-mapping': { guard: ['people'], menu: ['people'] },
  '/manage-packages': { guard: ['packages'], menu: ['packages'] },
  '/manage-regions': { guard: ['catalogue'], menu: ['catalogue'] },
  '/manual-dialing': { guard: ['telesales'], menu: ['telesales'] },
  '/merge-accounts': { guard: ['people'], menu: ['people'] },
  '/merge-ip-detected-accounts': { guard: ['people'] },
  '/merge-ip-detected-accounts/$id': { guard: ['people'] },
  '/microsite': { guard: ['readSales', 'content'], menu: ['readSales', 'content'] },
  '/microsite/$micrositeId': { guard: ['readSales', 'content'] },
  '/microsite/create-slot': { guard: ['sell'] },
  '/migration-of-agents-cases': { guard: ['teams'], menu: ['teams'] },
  '/monetizable-cities': { guard: ['catalogue'], menu: ['catalogue'] },
  '/my-accounts': { guard: ['readSales'], menu: ['readSales'] },
  '/my-opportunities': { guard: ['readSales'], menu: ['readSales'] },
  '/netsuite-event-tracking': { guard: ['finance'], menu: ['finance'] },
  '/netsuite-push-data': { guard: ['finance'], menu: ['finance'] },
  '/np-slot/$opmId': { guard: ['readSales', 'content'] },
  '/opportunity-search': { guard: ['readSales'], menu: ['readSales'] },
  '/opportunity/$opportunityId': { guard: ['readSales'] },
  '/opportunity/assignment-page/$opportunityId': { guard: ['readSales'] },
  '/outbox': { menu: ['workOffline'] },
  '/owner-dashboard': { guard: ['reports', 'sell'], menu: ['reports', 'sell'] },
  '/owner-opportunity/$opportunityId': { guard: ['readSales'] },
  '/owner-sales-config': { guard: ['teams'], menu: ['teams'] },
  '/package-pricing': { guard: ['catalogue'], menu: ['catalogue'] },
  '/payment': { guard: ['readSales'], menu: ['readSales'] },
  '/payment/$paymentId': { guard: ['readSales'] },
  '/performance': { menu: ['teams', 'reports'] },
  '/product-config': { guard: ['catalogue'], menu: ['catalogue'] },
  '/product-management': { guard: ['catalogue'], menu: ['catalogue'] },
  '/product-package-family': { guard: ['catalogue'], menu: ['catalogue'] },
  '/renewal-dashboard': { menu: ['readSales', 'sell', 'content', 'finance', 'reports'] },
  '/reports': { guard: ['reports'], menu: ['reports'] },
  '/reports/$kind': { guard: ['restrictedReports'] },
  '/rm-migration': { guard: ['teams'], menu: ['teams'] },
  '/sales-closure-date': { guard: ['people'], menu: ['people'] },
  '/sales-connect-opp': { guard: ['reports'], menu: ['reports'] },
  '/sales-report': { guard: ['reports'], menu: ['reports'] },
  '/sales-report-opp': { guard: ['reports'], menu: ['reports'] },
  '/set-sales-target': { guard: ['incentives'], menu: ['incentives'] },
  '/settings': { guard: ['people'], menu: ['people'] },
  '/site-takeover': { guard: ['readSales', 'content'], menu: ['readSales', 'content'] },
  '/site-takeover/$siteId': { guard: ['readSales', 'content'] },
  '/site-takeover/create-slot': { guard: ['sell'] },
  '/slot-availability': { guard: ['readSales', 'catalogue'], menu: ['readSales', 'catalogue'] },
  '/state-movement-reports': { guard: ['reports'], menu: ['reports'] },
  '/swap-approval-details/$swapId': { guard: ['readSales', 'finance'] },
  '/target-setting-rules': { guard: ['incentives'], menu: ['incentives'] },
  '/tenant-dashboard': { guard: ['reports', 'sell'], menu: ['reports', 'sell'] },
  '/tenant-opportunity/$opportunityId': { guard: ['readSales'] },
  '/termsheet/$termsheetId': { guard: ['readSales'] },
  '/ticket/$ticketId': { guard: ['readSales', 'workTickets'] },
  '/tickets': { guard: ['workTickets'], menu: ['workTickets'] },
  '/user-management': { guard: ['people'], menu: ['people'] },
  '/view-churn-scheduler': { guard: ['teams'], menu: ['teams'] },
  '/virtual-tour': { guard: ['readSales'], menu: ['readSales'] },
  '/virtual-tour/$tourId': { guard: ['readSales'] },
  '/virtual-tour/create-slot': { guard: ['sell'] },
};

/** Screens that open for more users than may call their endpoints: kept as they were (the NP routes answer readers only). */
const WIDER_THAN_ENDPOINTS: readonly ScreenPath[] = ['/np-slot/$opmId'];

const screens = Object.keys(SCREENS) as ScreenPath[];
const sorted = (capabilities: readonly Capability[]) => [...capabilities].sort();
const rolesOf = (capabilities: readonly Capability[]) => new Set(capabilities.flatMap((c) => CAPABILITY_ROLES[c]));

describe('the screens table', () => {
  it('opens each guarded screen to the same capabilities as its hand-written guard did', () => {
    for (const screen of screens) {
      const guard = BEFORE[screen].guard;
      if (guard) expect({ screen, anyOf: sorted(screenCapabilities(screen)) }).toEqual({ screen, anyOf: sorted(guard) });
      // What the guard reads on sign-in (generated; src/server/endpoint-capabilities.test.ts keeps it fresh).
      expect(SCREEN_ACCESS[screen].open).toEqual(screenCapabilities(screen));
    }
  });

  it('lists each menu entry for the same capabilities as before, and every screen of the menu is in the table', () => {
    const listedBefore = screens.filter((screen) => BEFORE[screen].menu);
    expect(ALL_NAV_ENTRIES.map((entry) => entry.to).sort()).toEqual(listedBefore.sort());
    for (const entry of ALL_NAV_ENTRIES) {
      expect({ screen: entry.to, anyOf: sorted(entry.anyOf) }).toEqual({ screen: entry.to, anyOf: sorted(BEFORE[entry.to].menu!) });
      expect(entry.anyOf).toEqual(menuCapabilities(entry.to));
    }
  });

  it('resolves every screen and menu entry to at least one capability', () => {
    for (const screen of screens) {
      expect(screenCapabilities(screen).length, screen).toBeGreaterThan(0);
      expect(menuCapabilities(screen).length, screen).toBeGreaterThan(0);
    }
  });

  it('declares who opens a screen for every signed-in user (or no session), since such an endpoint names no capability', () => {
    for (const screen of screens) {
      const declaration: ScreenDeclaration = SCREENS[screen];
      const open = declaration.for.filter((key) => ENDPOINT_CAPABILITIES[key] === 'signedIn' || ENDPOINT_CAPABILITIES[key] === 'public');
      if (open.length > 0) expect({ screen, declaresAnyOf: declaration.anyOf !== undefined }).toEqual({ screen, declaresAnyOf: true });
    }
  });

  it('narrows a declared anyOf to roles that may call one of the endpoints, except the screens listed as wider', () => {
    for (const screen of screens) {
      const declaration: ScreenDeclaration = SCREENS[screen];
      if (!declaration.anyOf) continue;
      const endpoints: readonly EndpointKey[] = declaration.for;
      const openToAll = endpoints.some((key) => ENDPOINT_CAPABILITIES[key] === 'signedIn');
      const callers = rolesOf(callersOf(endpoints));
      const outside = [...rolesOf(declaration.anyOf)].filter((role) => !openToAll && !callers.has(role));
      expect({ screen, wider: outside.length > 0 }).toEqual({ screen, wider: WIDER_THAN_ENDPOINTS.includes(screen) });
    }
  });

  it('lists a screen in the menu for no one who may not open it', () => {
    for (const screen of screens) {
      const open = rolesOf(screenCapabilities(screen));
      expect({ screen, outside: [...rolesOf(menuCapabilities(screen))].filter((role) => !open.has(role)) }).toEqual({ screen, outside: [] });
    }
  });
});
