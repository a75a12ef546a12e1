import { ticketEndpointsOf } from '../../../../domain/tickets/tickets.endpoints';
import { call } from '../../../lib/api/call';
import type { TicketView } from '../../../../domain/tickets/ticket-answers';

/** PUT {ticket service}/api/v1/ticket/{id}/assignee: to a Ticketing user of the brand, or null to unassign. */
export function assignTicket(domainId: number, ticketId: number, assigneeId: number | null): Promise<TicketView> {
  return call(ticketEndpointsOf(domainId).assignee, { params: { id: ticketId }, body: { assignee_id: assigneeId } });
}
