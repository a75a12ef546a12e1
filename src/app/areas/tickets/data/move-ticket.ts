import { ticketEndpointsOf } from '../../../../domain/tickets/tickets.endpoints';
import { call } from '../../../lib/api/call';
import type { TicketView } from '../../../../domain/tickets/ticket-answers';

/** PUT {ticket service}/api/v1/ticket/{id}/status: a Ticketing user moves the ticket (409 for a move not allowed). */
export function moveTicket(domainId: number, ticketId: number, statusId: number): Promise<TicketView> {
  return call(ticketEndpointsOf(domainId).status, { params: { id: ticketId }, body: { status_id: statusId } });
}
