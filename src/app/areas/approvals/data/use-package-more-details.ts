import type { PackageMoreDetails } from '../../../../domain/approvals/approval-answers';
import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';

/** GET /api/sapna/v1/approval/package-more-details?entityId&approvalType: what an approval covers (a swap's slots for SlotSwap). */
export function usePackageMoreDetails(entityId: number, approvalType: string): Resource<PackageMoreDetails> {
  return useResource(`package-more:${approvalType}:${entityId}`, () =>
    api.get<PackageMoreDetails>('/sapna/v1/approval/package-more-details', { query: { entityId, approvalType }, notify: false }),
  );
}
