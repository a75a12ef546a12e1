import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { TicketView } from '../../../../domain/tickets/ticket-answers';
import { ticketPath } from './ticket-service-path';

/** GET {ticket service}/api/v1/ticket/{id}: the ticket page (status, assignee, comments, history, allowed moves). */
export function useTicket(domainId: number, ticketId: number): Resource<TicketView> {
  return useResource(`ticket:${domainId}:${ticketId}`, (signal) => api.get<TicketView>(ticketPath(domainId, `/${ticketId}`), { signal }));
}
