import { api } from '../../../lib/api/api';
import type { TicketView } from '../../../../domain/tickets/ticket-answers';
import { ticketPath } from './ticket-service-path';

/** PUT {ticket service}/api/v1/ticket/{id}/status: a Ticketing user moves the ticket (409 for a move not allowed). */
export function moveTicket(domainId: number, ticketId: number, statusId: number): Promise<TicketView> {
  return api.put<TicketView>(ticketPath(domainId, `/${ticketId}/status`), { status_id: statusId });
}
