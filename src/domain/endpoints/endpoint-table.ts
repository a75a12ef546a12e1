import { approvalEndpoints, approvalMatrixEndpoints } from '../approvals/approvals.endpoints';
import { commentEndpoints } from '../comments/comments.endpoints';
import { contactEndpoints } from '../contacts/contacts.endpoints';
import { legalEntityEndpoints } from '../legal-entities/legal-entities.endpoints';
import { invoiceEndpoints } from '../invoices/invoices.endpoints';
import { notificationEndpoints } from '../notifications/notifications.endpoints';
import { paymentEndpoints, recordPaymentEndpoints } from '../payments/payments.endpoints';
import { salesClosureEndpoints } from '../sales-closure/sales-closure.endpoints';
import { termsheetEndpoints } from '../termsheets/termsheets.endpoints';
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
  ...Object.values(termsheetEndpoints),
  ...Object.values(recordPaymentEndpoints),
  ...Object.values(paymentEndpoints),
  ...Object.values(invoiceEndpoints),
  ...Object.values(approvalEndpoints),
  ...Object.values(approvalMatrixEndpoints),
  ...Object.values(salesClosureEndpoints),
];
