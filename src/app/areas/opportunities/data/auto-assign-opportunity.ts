import { api } from '../../../lib/api/api';
import type { AssignmentResult } from './reassign-opportunity';

/** PUT /api/sapna/v3/opportunity/autoassign/{id}: the least-loaded active agent of the account agent's team. */
export function autoAssignOpportunity(opportunityId: number, baseVersion?: number): Promise<AssignmentResult> {
  return api.put<AssignmentResult>(`/sapna/v3/opportunity/autoassign/${opportunityId}`, { baseVersion }, { notify: false });
}
