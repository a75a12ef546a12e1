import { analyticsEndpoints } from '../analytics/analytics.endpoints';
import { approvalEndpoints, approvalMatrixEndpoints } from '../approvals/approvals.endpoints';
import { adConfigEndpoints } from '../ad-config/ad-config.endpoints';
import { adProductEndpoints } from '../ad-products/ad-products.endpoints';
import { catalogueEndpoints } from '../catalogue/catalogue.endpoints';
import { accountEndpoints } from '../accounts/accounts.endpoints';
import { commentEndpoints } from '../comments/comments.endpoints';
import { contactEndpoints } from '../contacts/contacts.endpoints';
import { dynamicPropertyEndpoints } from '../dynamic-properties/dynamic-properties.endpoints';
import { imageReviewEndpoints } from '../image-review/image-review.endpoints';
import { authEndpoints } from '../auth/auth.endpoints';
import { passwordResetEndpoints } from '../auth/password-reset.endpoints';
import { callingEndpoints, campaignEndpoints, caseMigrationEndpoints } from '../calling/calling.endpoints';
import { churnEndpoints } from '../churn/churn.endpoints';
import { documentEndpoints } from '../documents/documents.endpoints';
import { erpEndpoints } from '../erp/erp.endpoints';
import { eventEndpoints } from '../events/events.endpoints';
import { invoicesToRaiseEndpoints } from '../invoices/invoices-to-raise.endpoints';
import { jobEndpoints } from '../jobs/jobs.endpoints';
import { legalEntityEndpoints } from '../legal-entities/legal-entities.endpoints';
import { invoiceEndpoints } from '../invoices/invoices.endpoints';
import { notificationEndpoints } from '../notifications/notifications.endpoints';
import { paymentEndpoints, recordPaymentEndpoints } from '../payments/payments.endpoints';
import { salesClosureEndpoints } from '../sales-closure/sales-closure.endpoints';
import { termsheetEndpoints } from '../termsheets/termsheets.endpoints';
import { micrositeEndpoints } from '../microsites/microsites.endpoints';
import { npSlotEndpoints } from '../np-slots/np-slots.endpoints';
import { ownerSalesConfigEndpoints } from '../owner-sales-config/owner-sales-config.endpoints';
import { packageContentEndpoints } from '../package-content/package-content.endpoints';
import { siteTakeoverEndpoints } from '../site-takeovers/site-takeovers.endpoints';
import { dashboardEndpoints } from '../dashboards/dashboards.endpoints';
import { incentiveEndpoints } from '../incentives/incentives.endpoints';
import { liveViewEndpoints } from '../live-view/live-view.endpoints';
import { peopleEndpoints, rmMigrationEndpoints } from '../people/people.endpoints';
import { regionEndpoints } from '../regions/regions.endpoints';
import { renewalEndpoints } from '../renewals/renewals.endpoints';
import { reportEndpoints } from '../reports/reports.endpoints';
import { listingEndpoints } from '../listings/listings.endpoints';
import { milestoneEndpoints } from '../milestones/milestones.endpoints';
import { opportunityEndpoints } from '../opportunities/opportunities.endpoints';
import { mappingRemovalEndpoints, packageMappingEndpoints } from '../opportunities/package-mappings.endpoints';
import { productActivationEndpoints } from '../opportunities/product-activation.endpoints';
import { pickerEndpoints } from '../pickers/pickers.endpoints';
import { ticketEndpoints } from '../tickets/tickets.endpoints';
import { virtualTourEndpoints } from '../virtual-tours/virtual-tours.endpoints';
import { referenceEndpoints } from '../reference/reference.endpoints';
import { syncEndpoints } from '../sync/sync.endpoints';
import { userEndpoints } from '../users/users.endpoints';
import type { EndpointDefinition } from './endpoint';

/**
 * Every endpoint declared in the table, area by area (an area that moves its routes here adds one line). The
 * server's tests read it: each is registered with its declared access, and appears in the OpenAPI document.
 */
export const ENDPOINT_TABLE: readonly EndpointDefinition[] = [
  ...Object.values(contactEndpoints),
  ...Object.values(commentEndpoints),
  ...Object.values(legalEntityEndpoints),
  ...Object.values(notificationEndpoints),
  ...Object.values(ticketEndpoints).flatMap((brand) => Object.values(brand)),
  ...Object.values(termsheetEndpoints),
  ...Object.values(recordPaymentEndpoints),
  ...Object.values(paymentEndpoints),
  ...Object.values(invoiceEndpoints),
  ...Object.values(approvalEndpoints),
  ...Object.values(approvalMatrixEndpoints),
  ...Object.values(salesClosureEndpoints),
  ...Object.values(catalogueEndpoints),
  ...Object.values(adConfigEndpoints),
  ...Object.values(adProductEndpoints),
  ...Object.values(npSlotEndpoints),
  ...Object.values(micrositeEndpoints),
  ...Object.values(siteTakeoverEndpoints),
  ...Object.values(virtualTourEndpoints),
  ...Object.values(packageContentEndpoints),
  ...Object.values(ownerSalesConfigEndpoints),
  ...Object.values(imageReviewEndpoints),
  ...Object.values(dynamicPropertyEndpoints),
  ...Object.values(authEndpoints),
  ...Object.values(passwordResetEndpoints),
  ...Object.values(userEndpoints),
  ...Object.values(referenceEndpoints),
  ...Object.values(syncEndpoints),
  ...Object.values(callingEndpoints),
  ...Object.values(campaignEndpoints),
  ...Object.values(caseMigrationEndpoints),
  ...Object.values(churnEndpoints),
  ...Object.values(documentEndpoints),
  ...Object.values(erpEndpoints),
  ...Object.values(eventEndpoints),
  ...Object.values(peopleEndpoints),
  ...Object.values(rmMigrationEndpoints),
  ...Object.values(incentiveEndpoints),
  ...Object.values(reportEndpoints),
  ...Object.values(dashboardEndpoints),
  ...Object.values(renewalEndpoints),
  ...Object.values(liveViewEndpoints),
  ...Object.values(regionEndpoints),
  ...Object.values(jobEndpoints),
  ...Object.values(invoicesToRaiseEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(opportunityEndpoints),
  ...Object.values(packageMappingEndpoints),
  ...Object.values(mappingRemovalEndpoints),
  ...Object.values(productActivationEndpoints),
  ...Object.values(milestoneEndpoints),
  ...Object.values(listingEndpoints),
  ...Object.values(pickerEndpoints),
  ...Object.values(analyticsEndpoints),
];
