import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';
import type { MilestoneDetail, Paged } from './milestone-types';

/** GET /api/sapna/v1/milestone?opportunityId: the milestones of all its termsheets, with payments and amounts. */
export function useMilestonesOfOpportunity(opportunityId: number): Remote<Paged<MilestoneDetail>> {
  return useRemote(`milestones:${opportunityId}`, () => api.get<Paged<MilestoneDetail>>('/sapna/v1/milestone', { query: { opportunityId } }));
}
