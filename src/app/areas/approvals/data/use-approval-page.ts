import type { Approval } from '../../../../domain/approvals/approval-answers';
import type { Paged } from '../../../../domain/paging/paged';
import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';

/** GET /api/sapna/v1/approval/all-approvals: the pending approvals the user reviews or approves (100 at most). */
export function useApprovalsToAct(): Remote<Paged<Approval>> {
  return useRemote('approvals:to-act', () => api.get<Paged<Approval>>('/sapna/v1/approval/all-approvals', { query: { size: 100 }, notify: false }));
}

/** GET /api/sapna/v1/approval/raised-approvals: what the user asked for, to read. */
export function useRaisedApprovals(): Remote<Paged<Approval>> {
  return useRemote('approvals:raised', () => api.get<Paged<Approval>>('/sapna/v1/approval/raised-approvals', { query: { size: 50 }, notify: false }));
}
