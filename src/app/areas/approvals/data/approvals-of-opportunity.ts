import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';
import type { Approval } from '../../../../domain/approvals/approval-answers';
import type { Paged } from '../../../../domain/paging/paged';

/** GET /api/sapna/v1/approval?opportunityId: the opportunity's approvals, newest first, with reviewers and approving authority (the section shows a failure itself). */
export function useApprovalsOfOpportunity(opportunityId: number): Remote<Paged<Approval>> {
  return useRemote(`approvals:${opportunityId}`, () => api.get<Paged<Approval>>('/sapna/v1/approval', { query: { opportunityId }, notify: false }));
}
