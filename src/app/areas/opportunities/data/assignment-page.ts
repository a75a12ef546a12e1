import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';

export type { AgentCandidate, AssignmentPage } from '../../../../domain/opportunities/opportunity-answers';
import type { AssignmentPage } from '../../../../domain/opportunities/opportunity-answers';

/** GET /api/sapna/v1/opportunity/assignment-page/{id}. */
export function useAssignmentPage(opportunityId: number): Remote<AssignmentPage> {
  return useRemote(`assignment:${opportunityId}`, () => api.get<AssignmentPage>(`/sapna/v1/opportunity/assignment-page/${opportunityId}`, { notify: false }));
}
