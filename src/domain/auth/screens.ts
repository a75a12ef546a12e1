import type { Capability } from './capabilities';
import { ENDPOINT_CAPABILITIES, type EndpointKey } from './endpoint-capabilities';

/**
 * The screens table (issue 53): each screen of the app, by its route path, names the endpoints it is for (the reads
 * and writes that make it what it is). Who may open it, the route guard's requireScreen (app/lib/session) and the menu
 * (navigation.ts) both take from here: whoever may call any of its endpoints (ENDPOINT_CAPABILITIES, generated from the
 * endpoint table), so a capability is written once, on the endpoint. `npm run gen:capabilities` resolves the table into
 * screen-access.ts, which the guards and the menu read on sign-in (without this table's endpoint keys).
 */
export type ScreenDeclaration = {
  /** The endpoints the screen is for: whoever may call one of them may open it. */
  readonly for: readonly [EndpointKey, ...EndpointKey[]];
  /**
   * Who may open it when that is not who may call its endpoints, with the reason beside it: narrower, where a
   * service refines access within an endpoint or the endpoint is open to every signed-in user; wider, only where the
   * screen has always opened so (screens.test.ts lists each wider one).
   */
  readonly anyOf?: readonly [Capability, ...Capability[]];
  /** Who the menu lists it for, when fewer than may open it: the callers of these endpoints (the ones who change it). */
  readonly menu?: readonly [EndpointKey, ...EndpointKey[]];
};

const READ_OPPORTUNITY = 'GET /sapna/v3/opportunity-page/:id';
/** Every signed-in user may open these; the menu lists them for the roles who work with sales. */
const SALES_WORK: readonly [Capability, ...Capability[]] = ['readSales', 'sell', 'content', 'finance', 'reports'];
/** Finance approves and rejects payments (the approval matrix names who else reviews or approves). */
const FINANCE_APPROVES = 'PUT /sapna/v1/payment/:id/status';

export const SCREENS = {
  '/home': {
    for: ['GET /user/details'],
    // The landing page, open to every signed-in user (no guard); the menu lists it for the roles with a work queue.
    anyOf: SALES_WORK,
  },
  '/my-accounts': { for: ['GET /sapna/v1/account/search'] },
  '/my-opportunities': { for: ['GET /sapna/v1/opportunity/search'] },
  '/opportunity-search': { for: ['GET /sapna/v1/opportunity/search'] },
  '/account/$accountId': { for: ['GET /sapna/v3/account-page/:accountId'] },
  '/opportunity/$opportunityId': { for: [READ_OPPORTUNITY] },
  '/owner-opportunity/$opportunityId': { for: [READ_OPPORTUNITY] },
  '/broker-opportunity/$opportunityId': { for: [READ_OPPORTUNITY] },
  '/builder-opportunity/$opportunityId': { for: [READ_OPPORTUNITY] },
  '/tenant-opportunity/$opportunityId': { for: [READ_OPPORTUNITY] },
  '/opportunity/assignment-page/$opportunityId': { for: ['GET /sapna/v1/opportunity/assignment-page/:id'] },
  '/termsheet/$termsheetId': { for: ['GET /sapna/v3/termsheet-page/:id'] },
  '/payment': { for: ['GET /sapna/v1/payment/key-search'] },
  '/payment/$paymentId': { for: ['GET /sapna/v1/payment-page/:id'] },
  '/approval-page': { for: ['GET /sapna/v1/approval/inbox', FINANCE_APPROVES] },
  '/approval/$approvalId': { for: ['GET /sapna/v1/approval-page-details/:id', FINANCE_APPROVES] },
  '/approval-details/$paymentId': { for: ['GET /sapna/v1/approval/payment/:id', FINANCE_APPROVES] },
  '/swap-approval-details/$swapId': { for: ['GET /sapna/v1/approval-page-details/:id', FINANCE_APPROVES] },
  '/outbox': {
    for: ['POST /sync/v1/push'],
    // Open to every signed-in user (no guard); listed for whoever keeps an offline copy (SYNC.md), sellers only.
    anyOf: ['workOffline'],
  },
  '/tickets': { for: ['GET /housingTickets/api/v1/ticket/queue', 'GET /makaanTickets/api/v1/ticket/queue'] },
  '/ticket/$ticketId': { for: ['GET /housingTickets/api/v1/ticket/:id', 'GET /makaanTickets/api/v1/ticket/:id'] },
  '/manual-dialing': { for: ['POST /mystique/v1/calling-queue/pull', 'POST /mystique/v1/cases/:id/call'] },

  // Dashboards and reports.
  '/owner-dashboard': { for: ['GET /sapna/v1/dashboard/:type'] },
  '/broker-dashboard': { for: ['GET /sapna/v1/dashboard/:type'] },
  '/builder-dashboard': { for: ['GET /sapna/v1/dashboard/:type'] },
  '/tenant-dashboard': { for: ['GET /sapna/v1/dashboard/:type'] },
  '/list/$keyName': { for: ['GET /sapna/v1/dashboard/:type/list/:keyName'] },
  '/action': { for: ['GET /mystique/v1/dashboard/actions'] },
  '/renewal-dashboard': {
    for: ['POST /sapna/v1/renewal-report/details'],
    // Every signed-in user reads renewals within scope (spec 000 §6; no guard); the menu lists it for sales work.
    anyOf: SALES_WORK,
  },
  '/agent/performance': {
    for: ['GET /mystique/v1/agent-performance'],
    // Every signed-in user reads within scope (no guard); the menu lists an agent's own view for sellers and readers.
    anyOf: ['sell', 'readSales'],
  },
  '/performance': {
    for: ['GET /mystique/v1/agent-performance'],
    // Every signed-in user reads within scope (no guard); the menu lists the team view for teams and the reports roles.
    anyOf: ['teams', 'reports'],
  },
  '/reports': { for: ['GET /sapna/v1/reports'] },
  '/reports/$kind': {
    for: ['GET /sapna/v1/reports/:kind'],
    // The restricted kinds on screen (issue 49): the reports service lets RCM_USER and Ticketing alone read them.
    anyOf: ['restrictedReports'],
  },
  '/sales-report': { for: ['GET /sapna/v1/reports/:kind'] },
  '/sales-report-opp': { for: ['GET /sapna/v1/reports/:kind'] },
  '/call-detail': { for: ['GET /sapna/v1/reports/:kind'] },
  '/state-movement-reports': { for: ['GET /sapna/v1/reports/state-movement/summary'] },
  '/invoice-report': {
    for: ['GET /sapna/v1/reports/:kind'],
    // The invoice kind: the reports service lets Finance and Admin alone read it.
    anyOf: ['finance'],
  },
  '/sales-connect-opp': { for: ['GET /sapna/v1/salesconnect-report'] },

  // Money.
  '/invoices-to-raise': { for: ['GET /sapna/v1/invoice/to-raise'] },
  '/netsuite-push-data': { for: ['POST /sapna/v1/erp/pushManualErpEvents'] },
  '/netsuite-event-tracking': { for: ['GET /sapna/v1/erp/events'] },
  '/target-setting-rules': { for: ['POST /sapna/v1/incentive-rules'] },
  '/set-sales-target': { for: ['POST /sapna/v1/user-targets'] },
  '/incentive-calculation': { for: ['POST /sapna/v1/user-incentives/calculate/:cycleId'] },
  '/incentive-payout': { for: ['GET /sapna/v1/user-incentives/by-cycle/:cycleId'] },

  // Ad products.
  '/virtual-tour': { for: ['GET /housingAdvert/api/v0/video-tour-slots'] },
  '/virtual-tour/$tourId': { for: ['GET /housingAdvert/api/v0/video-tour-slots/:id'] },
  '/virtual-tour/create-slot': { for: ['POST /housingAP/api/v0/create-video-tour-slot'] },
  '/site-takeover': { for: ['GET /housingAdvert/api/v0/site-takeover-slots'] },
  '/site-takeover/$siteId': { for: ['GET /housingAdvert/api/v0/site-takeover-slots/:id'] },
  '/site-takeover/create-slot': { for: ['POST /housingAdvert/api/v0/site-takeover-slots'] },
  '/microsite': { for: ['GET /housingAdvert/api/v0/microsite-slots'] },
  '/microsite/$micrositeId': { for: ['GET /housingAdvert/api/v0/microsite-slots/:id'] },
  '/microsite/create-slot': { for: ['POST /housingAdvert/api/v0/microsite-slots'] },
  '/audience-maximizer': { for: ['GET /housingAdvert/products/get-all-packages'] },
  '/audience-maximizer/$slotId': { for: ['GET /housingAdvert/products/packages/:slotId'] },
  '/audience-maximizer/create-slot': { for: ['POST /housingAdvert/products/create-packages'] },
  '/np-slot/$opmId': {
    for: ['GET /housingAdvert/np/get-all-slots'],
    // Wider than its endpoints: the screen has always opened for content too, though the NP routes answer readers only.
    anyOf: ['readSales', 'content'],
  },
  '/slot-availability': {
    for: ['GET /housingAdvert/products/slot-availability', 'PUT /housingAdvert/products/slot-capacities/:productId'],
    // A seller's tool (free slots before a booking) where catalogue sets capacities: content reads slots elsewhere.
    anyOf: ['readSales', 'catalogue'],
  },
  '/ad-product-config': {
    for: ['GET /housingAP/api/v0/product-configuration-details', 'POST /housingAP/api/v0/product-configuration-details'],
    // The read is every signed-in user's; the screen opens for the readers of ad products (issue 14).
    anyOf: ['readSales', 'catalogue', 'content'],
    menu: ['POST /housingAP/api/v0/product-configuration-details'],
  },
  '/flat-panel': {
    for: ['GET /housingAdvert/api/v0/flat-panel', 'PUT /housingAdvert/api/v0/flat-panel'],
    // The read is every signed-in user's; the screen opens for the readers of ad products (issue 14).
    anyOf: ['readSales', 'catalogue', 'content'],
    menu: ['PUT /housingAdvert/api/v0/flat-panel'],
  },
  '/content-package-page': { for: ['PUT /sapna/v1/package-content/:packageId'] },
  '/churn-scheduler': { for: ['POST /housingAdvert/churn/create-manual-churn-schedule'] },
  '/view-churn-scheduler': { for: ['GET /housingAdvert/churn/manual-churn-schedules'] },

  // People and calling.
  '/user-management': { for: ['POST /mystique/v1/company-users'] },
  '/locality-agent-mapping': { for: ['POST /mystique/v1/agent-locality-mapping'] },
  '/owner-sales-config': { for: ['PUT /mystique/v1/owner-sales-config'] },
  '/rm-migration': { for: ['PUT /sapna/v1/account/mass-update-assignment'] },
  '/campaign-module': { for: ['POST /mystique/v1/agent-campaign'] },
  '/migration-of-agents-cases': { for: ['PUT /mystique/v1/owner-case/reassign'] },
  '/live-view': { for: ['GET /sapphire/v1/agents/live'] },

  // Administration.
  '/manage-regions': { for: ['POST /sapna/v1/region'] },
  '/monetizable-cities': { for: ['POST /sapna/v1/monetizable-cities'] },
  '/manage-packages': { for: ['POST /sapna/v2/package'] },
  '/product-package-family': { for: ['POST /sapna/v2/package-family'] },
  '/product-management': { for: ['POST /sapna/v1/products'] },
  '/product-config': { for: ['POST /sapna/v1/product-configs'] },
  '/package-pricing': { for: ['POST /sapna/v2/package-price/:id'] },
  '/events': {
    for: ['GET /sapna/event', 'POST /sapna/event'],
    // The list is every signed-in user's read; the screen opens for these roles, and the menu lists it for catalogue.
    anyOf: ['readSales', 'catalogue', 'finance', 'content', 'reports'],
    menu: ['POST /sapna/event'],
  },
  '/discount-matrix': { for: ['POST /sapna/v1/discount-approving-authorities/update/add-entries'] },
  '/common-matrices': { for: ['POST /sapna/approving-designations'] },
  '/merge-accounts': { for: ['PUT /sapna/v1/account/merge'] },
  '/merge-ip-detected-accounts': { for: ['GET /sapna/v1/account/ip-detected-duplicates'] },
  '/merge-ip-detected-accounts/$id': { for: ['GET /sapna/v1/account/ip-detected-duplicates/:id'] },
  '/sales-closure-date': { for: ['POST /sapna/v1/sales-month-closure-date'] },
  '/settings': { for: ['PUT /sapna/v1/dynamicProperties/:key'] },
  '/background-jobs': { for: ['GET /sapna/v1/background-jobs'] },
} as const satisfies Readonly<Record<string, ScreenDeclaration>>;

/** A screen of the app by its route path: `/manage-regions`, `/account/$accountId`. */
export type ScreenPath = keyof typeof SCREENS;

/**
 * Who may call any of these endpoints, each capability once in the order met; 'signedIn' and 'public' endpoints name
 * no capability (a screen for one declares its `anyOf`: screens.test.ts).
 */
export function callersOf(endpoints: readonly EndpointKey[]): Capability[] {
  const callers: Capability[] = [];
  for (const key of endpoints) {
    const who: Capability | readonly Capability[] | 'signedIn' | 'public' = ENDPOINT_CAPABILITIES[key];
    if (who === 'signedIn' || who === 'public') continue;
    for (const capability of typeof who === 'string' ? [who] : who) if (!callers.includes(capability)) callers.push(capability);
  }
  return callers;
}

/** Who may open a screen: its declared `anyOf`, or whoever may call one of its endpoints. */
export function screenCapabilities(screen: ScreenPath): readonly Capability[] {
  const declaration: ScreenDeclaration = SCREENS[screen];
  return declaration.anyOf ?? callersOf(declaration.for);
}

/** Who the menu lists a screen for: the callers of its `menu` endpoints, else whoever may open it. */
export function menuCapabilities(screen: ScreenPath): readonly Capability[] {
  const declaration: ScreenDeclaration = SCREENS[screen];
  return declaration.menu ? callersOf(declaration.menu) : screenCapabilities(screen);
}
