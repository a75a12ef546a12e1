import { ticketEndpointsOf } from '../../../../domain/tickets/tickets.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { TicketAssignee } from '../../../../domain/tickets/ticket-answers';

/** GET {ticket service}/api/v1/ticket/assignees: the brand's Ticketing users (null key: not asked for). */
export function useTicketAssignees(domainId: number, wanted: boolean): Resource<TicketAssignee[]> {
  return useResource(wanted ? `ticket-assignees:${domainId}` : null, async (signal) => {
    const answer = await call(ticketEndpointsOf(domainId).assignees, { signal });
    return answer.results;
  });
}
