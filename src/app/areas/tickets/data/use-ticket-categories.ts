import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { TicketCategory } from '../../../../domain/tickets/ticket-answers';
import { ticketPath } from './ticket-service-path';

/** GET {ticket service}/api/v1/ticket/categories: categories, their sub-categories and attributes. */
export function useTicketCategories(domainId: number): Resource<TicketCategory[]> {
  return useResource(`ticket-categories:${domainId}`, async (signal) => {
    const page = await api.get<{ results: TicketCategory[] }>(ticketPath(domainId, '/categories'), { signal });
    return page.results;
  });
}
