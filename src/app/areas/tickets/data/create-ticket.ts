import { ticketEndpointsOf } from '../../../../domain/tickets/tickets.endpoints';
import { call } from '../../../lib/api/call';
import type { TicketCreateInput as TicketCreate, TicketCreated } from '../../../../domain/tickets/ticket-answers';

/** POST {ticket service}/api/v1/ticket/create: answers the new ticket's id, key and site link. */
export function createTicket(domainId: number, ticket: TicketCreate): Promise<TicketCreated> {
  return call(ticketEndpointsOf(domainId).create, { body: ticket, notify: false });
}
