import { ticketEndpointsOf } from '../../../../domain/tickets/tickets.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { TicketQueueFilter, TicketQueueRow } from '../../../../domain/tickets/ticket-answers';

/** GET {ticket service}/api/v1/ticket/queue: the brand's tickets for the Ticketing role, filtered, 10 a page. */
export function useTicketQueue(domainId: number, filter: TicketQueueFilter, page: number): Resource<Paged<TicketQueueRow>> {
  const query = { ...filter, page };
  return useResource(
    `ticket-queue:${domainId}:${JSON.stringify(query)}`,
    (signal) => call(ticketEndpointsOf(domainId).queue, { query, signal }),
    { keepPrevious: true },
  );
}
