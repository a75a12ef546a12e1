import type { FastifyPluginAsync } from 'fastify';
import type { AppInstance, RouteCapability } from '../http';
import { registerAuth } from './auth/auth.module';
import { opportunitiesRoutes } from './opportunities/opportunities.routes';
import { approvalsRoutes } from './approvals/approvals.routes';
import { approvalMatricesRoutes } from './approvals/approval-matrices.routes';
import { syncRoutes } from '../sync/sync.routes';
import { usersModule } from './users/users.module';
import { termsheetsRoutes } from './termsheets/termsheets.routes';
import { milestonesRoutes } from './milestones/milestones.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { paymentListRoutes } from './payments/payment-list.routes';
import { paymentActionsRoutes } from './payments/payment-actions.routes';
import { referenceRoutes } from './reference/reference.routes';
import { accountsRoutes } from './accounts/accounts.routes';
import { contactsRoutes } from './contacts/contacts.routes';
import { legalEntitiesRoutes } from './legal-entities/legal-entities.routes';
import { commentsRoutes } from './comments/comments.routes';
import { ticketsRoutes } from './tickets/tickets.routes';
import { listingsRoutes } from './listings/listings.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { invoicesToRaiseRoutes } from './invoices/invoices-to-raise.routes';
import { regionsRoutes } from './regions/regions.routes';
import { salesClosureRoutes } from './sales-closure/sales-closure.routes';
import { packageContentRoutes } from './package-content/package-content.routes';
import { ownerSalesConfigRoutes } from './owner-sales-config/owner-sales-config.routes';
import { packagesRoutes } from './catalogue/packages.routes';
import { familiesRoutes } from './catalogue/families.routes';
import { productsRoutes } from './catalogue/products.routes';
import { pricesRoutes } from './catalogue/prices.routes';
import { eventsRoutes } from './events/events.routes';
import { documentsRoutes } from './documents/documents.routes';
import { erpRoutes } from './erp/erp.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { dynamicPropertiesRoutes } from './dynamic-properties/dynamic-properties.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { productActivationRoutes } from './opportunities/product-activation.routes';
import { reportsRoutes } from './reports/reports.routes';
import { incentivesRoutes } from './incentives/incentives.routes';
import { virtualToursRoutes } from './virtual-tours/virtual-tours.routes';
import { churnRoutes } from './churn/churn.routes';
import { siteTakeoversRoutes } from './site-takeovers/site-takeovers.routes';
import { micrositesRoutes } from './microsites/microsites.routes';
import { dashboardsRoutes } from './dashboards/dashboards.routes';
import { renewalsRoutes } from './renewals/renewals.routes';
import { peopleRoutes } from './people/people.routes';
import { rmMigrationRoutes } from './people/rm-migration.routes';
import { performanceRoutes } from './people/performance.routes';
import { adProductsRoutes } from './ad-products/ad-products.routes';
import { npSlotsRoutes } from './np-slots/np-slots.routes';
import { imageReviewRoutes } from './image-review/image-review.routes';
import { callingRoutes } from './calling/calling.routes';
import { caseMigrationRoutes } from './calling/migration.routes';
import { campaignsRoutes } from './calling/campaigns.routes';
import { adConfigRoutes } from './ad-config/ad-config.routes';
import { liveViewRoutes } from './live-view/live-view.routes';
import { suggestRoutes } from './pickers/suggest.routes';
import { jobsRoutes } from './jobs/jobs.routes';

type AreaAccess = { read: RouteCapability; write: RouteCapability };

/**
 * Reads for the roles that read sales (scope decides the rows), writes for the roles that sell (PERMISSIONS.md).
 * A content-only user holds neither (spec 000 §6: content-only users have no read roles).
 */
const SALES: AreaAccess = { read: 'readSales', write: 'sell' };
/** Ad products whose cards content edits (microsites, site takeovers, audience maximizer): content reads them too. */
const AD_PRODUCTS: AreaAccess = { read: ['readSales', 'content'], write: 'sell' };
const only = (capability: RouteCapability): AreaAccess => ({ read: 'signedIn', write: capability });

/**
 * An area's routes with the area's default access: a route that does not declare `config.capability` itself gets
 * the area's read or write capability (PERMISSIONS.md). Routes that differ declare their own.
 */
function area(routes: FastifyPluginAsync, access: AreaAccess): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config ??= {};
      if (route.config.public || route.config.capability) return;
      const method = [route.method].flat()[0] ?? 'GET';
      route.config.capability = ['GET', 'HEAD', 'OPTIONS'].includes(method) ? access.read : access.write;
    });
    await scope.register(routes);
  };
}

/** Every area's routes, registered under /api. Add one line per area. */
export async function registerModules(api: AppInstance): Promise<void> {
  // First: the session hook must be in place before any other area's routes.
  await registerAuth(api);
  await api.register(area(usersModule, only('signedIn')));
  await api.register(area(termsheetsRoutes, SALES));
  await api.register(area(milestonesRoutes, SALES));
  await api.register(area(paymentsRoutes, SALES));
  await api.register(area(paymentListRoutes, SALES));
  await api.register(area(paymentActionsRoutes, SALES));
  // Reference data (cities, statuses...) serves every screen, content ones included.
  await api.register(area(referenceRoutes, only('signedIn')));
  // Type-ahead pickers (issue 51): every form's record fields; the service checks who asks for sales records.
  await api.register(area(suggestRoutes, only('signedIn')));
  await api.register(area(accountsRoutes, SALES));
  await api.register(area(contactsRoutes, SALES));
  await api.register(area(legalEntitiesRoutes, SALES));
  await api.register(area(commentsRoutes, SALES));
  await api.register(area(ticketsRoutes, SALES));
  await api.register(area(listingsRoutes, SALES));
  await api.register(area(opportunitiesRoutes, SALES));
  await api.register(area(approvalsRoutes, SALES));
  // Invoices: read by whoever reads sales (the service checks scope), written by finance.
  await api.register(area(invoicesRoutes, { read: 'readSales', write: 'finance' }));
  // Issue 51: finance's queue of tax invoices to raise (the endpoint declares 'finance').
  await api.register(area(invoicesToRaiseRoutes, { read: 'finance', write: 'finance' }));
  await api.register(area(regionsRoutes, only('catalogue')));
  await api.register(area(salesClosureRoutes, only('people')));
  await api.register(area(packageContentRoutes, only('content')));
  await api.register(area(ownerSalesConfigRoutes, only('teams')));
  await api.register(area(packagesRoutes, only('packages')));
  await api.register(area(familiesRoutes, only('catalogue')));
  await api.register(area(productsRoutes, only('catalogue')));
  await api.register(area(pricesRoutes, only('catalogue')));
  await api.register(area(approvalMatricesRoutes, only('people')));
  await api.register(area(productActivationRoutes, SALES));
  await api.register(area(eventsRoutes, only('catalogue')));
  await api.register(area(documentsRoutes, { read: 'signedIn', write: ['sell', 'finance', 'content'] }));
  await api.register(area(erpRoutes, { read: 'finance', write: 'finance' }));
  await api.register(area(notificationsRoutes, { read: 'signedIn', write: 'signedIn' }));
  await api.register(area(dynamicPropertiesRoutes, { read: 'people', write: 'people' }));
  await api.register(area(analyticsRoutes, { read: 'signedIn', write: 'signedIn' }));
  // Issue 14: ad-product slots (sell writes slots of opportunities in scope).
  await api.register(area(virtualToursRoutes, SALES));
  await api.register(area(siteTakeoversRoutes, AD_PRODUCTS));
  await api.register(area(micrositesRoutes, AD_PRODUCTS));
  // Churn schedules: teams and Admin only, reads included (issue 14).
  await api.register(area(churnRoutes, { read: 'teams', write: 'teams' }));
  // Image review is a content tool end to end: the queue, the images and the decisions (PERMISSIONS.md: content).
  await api.register(area(imageReviewRoutes, { read: 'content', write: 'content' }));
  await api.register(area(syncRoutes, SALES));
  // Reports are reads for the 'reports' roles (PERMISSIONS.md); the service refuses the restricted four to the rest.
  await api.register(area(reportsRoutes, { read: 'reports', write: 'reports' }));
  // Incentives: managers, Admin and Finance; the service decides who writes what (rules, targets, sign-off, paid).
  await api.register(area(incentivesRoutes, { read: 'incentives', write: 'incentives' }));
  // Dashboards: the 'reports' roles and sellers within their own scope (issue 12; widens PERMISSIONS.md, README).
  await api.register(area(dashboardsRoutes, { read: ['reports', 'sell'], write: 'sell' }));
  // The renewal dashboard: every signed-in user, within scope (spec 000 §6); its POSTs only read.
  await api.register(area(renewalsRoutes, { read: 'signedIn', write: 'signedIn' }));
  // People (issue 13): user management is Admin's ('people'); rm-migration is 'teams'; performance is read by every
  // signed-in user within their scope (the routes declare it).
  await api.register(area(peopleRoutes, { read: 'people', write: 'people' }));
  await api.register(area(rmMigrationRoutes, { read: 'teams', write: 'teams' }));
  await api.register(area(performanceRoutes, { read: 'signedIn', write: 'signedIn' }));
  // Ad products (issue 14): sellers book slots of their deals; cards, capacities and NP stop declare their own.
  await api.register(area(adProductsRoutes, AD_PRODUCTS));
  await api.register(area(npSlotsRoutes, SALES));
  // Ad-product configuration and flat panel (issue 14): every signed-in user reads; catalogue writes.
  await api.register(area(adConfigRoutes, only('catalogue')));
  // Calling (issue 13): telesales agents pull, dial and log outcomes (PERMISSIONS.md 'telesales'); queues, calls and
  // case searches are read by whoever reads sales (numbers masked outside the dialing agent); the webhook is public.
  await api.register(area(callingRoutes, { read: 'readSales', write: 'telesales' }));
  await api.register(area(caseMigrationRoutes, only('teams')));
  await api.register(area(campaignsRoutes, only('teams')));
  // Live view (issue 13): the live-view roles only, the stream included (spec 002 §6).
  await api.register(area(liveViewRoutes, { read: 'liveView', write: 'liveView' }));
  // Issue 51: the background jobs' last passes, Admin only (the endpoint declares 'people').
  await api.register(area(jobsRoutes, { read: 'people', write: 'people' }));
}
