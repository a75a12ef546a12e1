import { api } from '../../../lib/api/api';
import type { TicketCreateInput as TicketCreate, TicketCreated } from '../../../../domain/tickets/ticket-answers';
import { ticketPath } from './ticket-service-path';

/** POST {ticket service}/api/v1/ticket/create: answers the new ticket's id, key and site link. */
export function createTicket(domainId: number, ticket: TicketCreate): Promise<TicketCreated> {
  return api.post<TicketCreated>(ticketPath(domainId, '/create'), ticket, { notify: false });
}
