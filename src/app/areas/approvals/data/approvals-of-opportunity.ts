import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';
import { useMirrorResource, type MirrorResource } from '../../../lib/data/use-mirror-resource';
import type { Approval } from '../../../../domain/approvals/approval-answers';
import type { Paged } from '../../../../domain/paging/paged';
import { mirrorApprovalsOfOpportunity } from '../offline/queries';

/**
 * GET /api/sapna/v1/approval?opportunityId: the opportunity's approvals, newest first, with reviewers and approving
 * authority (the section shows a failure itself); from the device's mirror when the opportunity is there.
 */
export function useApprovalsOfOpportunity(opportunityId: number): MirrorResource<Paged<Approval>> {
  return useMirrorResource(
    `approvals:${opportunityId}`,
    (db) => mirrorApprovalsOfOpportunity(db, opportunityId),
    () => call(approvalEndpoints.ofOpportunity, { query: { opportunityId }, notify: false }),
  );
}
