import type { PackageMoreDetails } from '../../../../domain/approvals/approval-answers';
import type { ApprovalKind } from '../../../../domain/approvals/statuses';
import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

/** GET /api/sapna/v1/approval/package-more-details?entityId&approvalType: what an approval covers (a swap's slots for SlotSwap). */
export function usePackageMoreDetails(entityId: number, approvalType: ApprovalKind): Resource<PackageMoreDetails> {
  return useResource(`package-more:${approvalType}:${entityId}`, () =>
    call(approvalEndpoints.packageMoreDetails, { query: { entityId, approvalType }, notify: false }),
  );
}
