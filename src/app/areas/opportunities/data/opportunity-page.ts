import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';
import type { OpportunityPage } from './opportunity-types';

/** GET /api/sapna/v3/opportunity-page/{id}: details, money figures, package and product mappings. */
export function fetchOpportunityPage(opportunityId: number): Promise<OpportunityPage> {
  return api.get<OpportunityPage>(`/sapna/v3/opportunity-page/${opportunityId}`, { notify: false });
}

export function useOpportunityPage(opportunityId: number): Remote<OpportunityPage> {
  return useRemote(`opportunity-page:${opportunityId}`, () => fetchOpportunityPage(opportunityId));
}
