import { api } from '../../../lib/api/api';

export type { AssignmentResult } from '../../../../domain/opportunities/opportunity-answers';
import type { AssignmentResult } from '../../../../domain/opportunities/opportunity-answers';

/** PUT /api/sapna/v1/opportunity/reassign/{id} { ownerId }: the caller shows 'Failed to assign accounts!' unless the server says why. */
export function reassignOpportunity(opportunityId: number, ownerId: number, baseVersion?: number): Promise<AssignmentResult> {
  return api.put<AssignmentResult>(`/sapna/v1/opportunity/reassign/${opportunityId}`, { ownerId, baseVersion }, { notify: false });
}
