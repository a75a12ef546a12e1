import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';

export type AgentCandidate = { userId: number; name: string; designationId: number | null; parentId: number | null; openOpportunityCount: number };

export type AssignmentPage = {
  opportunity: { id: number; name: string; kind: string; accountId: number; accountName: string; statusId: number; editable: boolean; version: number };
  currentOwner: { userId: number; name: string; designationId: number | null } | null;
  canReassign: boolean;
  candidates: AgentCandidate[];
};

/** GET /api/sapna/v1/opportunity/assignment-page/{id}. */
export function useAssignmentPage(opportunityId: number): Remote<AssignmentPage> {
  return useRemote(`assignment:${opportunityId}`, () => api.get<AssignmentPage>(`/sapna/v1/opportunity/assignment-page/${opportunityId}`, { notify: false }));
}
