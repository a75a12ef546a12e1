import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';
import type { AssignmentResult } from './reassign-opportunity';

/** PUT /api/sapna/v3/opportunity/autoassign/{id}: the least-loaded active agent of the account agent's team. */
export function autoAssignOpportunity(opportunityId: number, baseVersion?: number): Promise<AssignmentResult> {
  return call(opportunityEndpoints.autoAssign, { params: { id: opportunityId }, body: { baseVersion }, notify: false });
}
