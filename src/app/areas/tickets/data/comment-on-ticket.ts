import { ticketEndpointsOf } from '../../../../domain/tickets/tickets.endpoints';
import { call } from '../../../lib/api/call';
import type { TicketView } from '../../../../domain/tickets/ticket-answers';

/** POST {ticket service}/api/v1/ticket/{id}/comment. */
export function commentOnTicket(domainId: number, ticketId: number, comment: string): Promise<TicketView> {
  return call(ticketEndpointsOf(domainId).comment, { params: { id: ticketId }, body: { comment }, notify: false });
}
