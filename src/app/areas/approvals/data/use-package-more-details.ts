import type { PackageMoreDetails } from '../../../../domain/approvals/approval-answers';
import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';

/** GET /api/sapna/v1/approval/package-more-details?entityId&approvalType: what an approval covers (a swap's slots for SlotSwap). */
export function usePackageMoreDetails(entityId: number, approvalType: string): Remote<PackageMoreDetails> {
  return useRemote(`package-more:${approvalType}:${entityId}`, () =>
    api.get<PackageMoreDetails>('/sapna/v1/approval/package-more-details', { query: { entityId, approvalType }, notify: false }),
  );
}
