import { authEndpoints } from '../auth/auth.endpoints';
import { passwordResetEndpoints } from '../auth/password-reset.endpoints';
import { callingEndpoints, campaignEndpoints, caseMigrationEndpoints } from '../calling/calling.endpoints';
import { churnEndpoints } from '../churn/churn.endpoints';
import { commentEndpoints } from '../comments/comments.endpoints';
import { contactEndpoints } from '../contacts/contacts.endpoints';
import { documentEndpoints } from '../documents/documents.endpoints';
import { erpEndpoints } from '../erp/erp.endpoints';
import { eventEndpoints } from '../events/events.endpoints';
import { legalEntityEndpoints } from '../legal-entities/legal-entities.endpoints';
import { notificationEndpoints } from '../notifications/notifications.endpoints';
import { referenceEndpoints } from '../reference/reference.endpoints';
import { syncEndpoints } from '../sync/sync.endpoints';
import { ticketEndpoints } from '../tickets/tickets.endpoints';
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
];
