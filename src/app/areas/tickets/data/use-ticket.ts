import { ticketEndpointsOf } from '../../../../domain/tickets/tickets.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { TicketView } from '../../../../domain/tickets/ticket-answers';

/** GET {ticket service}/api/v1/ticket/{id}: the ticket page (status, assignee, comments, history, allowed moves). */
export function useTicket(domainId: number, ticketId: number): Resource<TicketView> {
  return useResource(`ticket:${domainId}:${ticketId}`, (signal) => call(ticketEndpointsOf(domainId).view, { params: { id: ticketId }, signal }));
}
