import { api } from '../../../lib/api/api';
import type { TicketView } from '../../../../domain/tickets/ticket-answers';
import { ticketPath } from './ticket-service-path';

/** POST {ticket service}/api/v1/ticket/{id}/comment. */
export function commentOnTicket(domainId: number, ticketId: number, comment: string): Promise<TicketView> {
  return api.post<TicketView>(ticketPath(domainId, `/${ticketId}/comment`), { comment }, { notify: false });
}
