import { ticketEndpointsOf } from '../../../../domain/tickets/tickets.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { Ticket } from '../../../../domain/tickets/ticket-answers';

/** GET {ticket service}/api/v1/ticket/search: the tickets raised on an account (3) or opportunity (1), 10 a page. */
export function useTickets(domainId: number, entityTypeId: 1 | 3, entityId: number, page: number): Resource<Paged<Ticket>> {
  return useResource(
    `tickets:${entityTypeId}:${entityId}:${page}`,
    (signal) => call(ticketEndpointsOf(domainId).search, { query: { entity_type_id: entityTypeId, entity_id: entityId, page }, signal }),
    { keepPrevious: true },
  );
}
