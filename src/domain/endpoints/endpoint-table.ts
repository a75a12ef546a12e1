import { accountEndpoints } from '../accounts/accounts.endpoints';
import { commentEndpoints } from '../comments/comments.endpoints';
import { contactEndpoints } from '../contacts/contacts.endpoints';
import { legalEntityEndpoints } from '../legal-entities/legal-entities.endpoints';
import { listingEndpoints } from '../listings/listings.endpoints';
import { milestoneEndpoints } from '../milestones/milestones.endpoints';
import { notificationEndpoints } from '../notifications/notifications.endpoints';
import { opportunityEndpoints } from '../opportunities/opportunities.endpoints';
import { mappingRemovalEndpoints, packageMappingEndpoints } from '../opportunities/package-mappings.endpoints';
import { productActivationEndpoints } from '../opportunities/product-activation.endpoints';
import { pickerEndpoints } from '../pickers/pickers.endpoints';
import { ticketEndpoints } from '../tickets/tickets.endpoints';
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
  ...Object.values(accountEndpoints),
  ...Object.values(opportunityEndpoints),
  ...Object.values(packageMappingEndpoints),
  ...Object.values(mappingRemovalEndpoints),
  ...Object.values(productActivationEndpoints),
  ...Object.values(milestoneEndpoints),
  ...Object.values(listingEndpoints),
  ...Object.values(pickerEndpoints),
];
