import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';

export type { AssignmentResult } from '../../../../domain/opportunities/opportunity-answers';
import type { AssignmentResult } from '../../../../domain/opportunities/opportunity-answers';

/** PUT /api/sapna/v1/opportunity/reassign/{id} { ownerId }: the caller shows 'Failed to assign accounts!' unless the server says why. */
export function reassignOpportunity(opportunityId: number, ownerId: number, baseVersion?: number): Promise<AssignmentResult> {
  return call(opportunityEndpoints.reassign, { params: { id: opportunityId }, body: { ownerId, baseVersion }, notify: false });
}
