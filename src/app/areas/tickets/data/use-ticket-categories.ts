import { ticketEndpointsOf } from '../../../../domain/tickets/tickets.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { TicketCategory } from '../../../../domain/tickets/ticket-answers';

/** GET {ticket service}/api/v1/ticket/categories: categories, their sub-categories and attributes. */
export function useTicketCategories(domainId: number): Resource<TicketCategory[]> {
  return useResource(`ticket-categories:${domainId}`, async (signal) => {
    const page = await call(ticketEndpointsOf(domainId).categories, { signal });
    return page.results;
  });
}
