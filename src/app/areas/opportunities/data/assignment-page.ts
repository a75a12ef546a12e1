import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

export type { AgentCandidate, AssignmentPage } from '../../../../domain/opportunities/opportunity-answers';
import type { AssignmentPage } from '../../../../domain/opportunities/opportunity-answers';

/** GET /api/sapna/v1/opportunity/assignment-page/{id}. */
export function useAssignmentPage(opportunityId: number): Resource<AssignmentPage> {
  return useResource(`assignment:${opportunityId}`, () => call(opportunityEndpoints.assignmentPage, { params: { id: opportunityId }, notify: false }));
}
