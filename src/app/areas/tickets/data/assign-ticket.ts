import { api } from '../../../lib/api/api';
import type { TicketView } from '../../../../domain/tickets/ticket-answers';
import { ticketPath } from './ticket-service-path';

/** PUT {ticket service}/api/v1/ticket/{id}/assignee: to a Ticketing user of the brand, or null to unassign. */
export function assignTicket(domainId: number, ticketId: number, assigneeId: number | null): Promise<TicketView> {
  return api.put<TicketView>(ticketPath(domainId, `/${ticketId}/assignee`), { assignee_id: assigneeId });
}
