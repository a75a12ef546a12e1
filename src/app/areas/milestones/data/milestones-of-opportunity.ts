import { api } from '../../../lib/api/api';
import { useMirrorRemote, type MirrorRemote } from '../../../lib/data/use-mirror-resource';
import { mirrorMilestonesOfOpportunity } from '../offline/queries';
import { useSignedInUser } from '../../../lib/session/use-session';
import type { MilestoneDetail, Paged } from './milestone-types';

/**
 * GET /api/sapna/v1/milestone?opportunityId: the milestones of all its termsheets, with payments and amounts;
 * from the device's mirror when the opportunity is there (milestones and payments queued offline show, pending).
 */
export function useMilestonesOfOpportunity(opportunityId: number): MirrorRemote<Paged<MilestoneDetail>> {
  const viewer = useSignedInUser();
  return useMirrorRemote(
    `milestones:${opportunityId}`,
    (db) => mirrorMilestonesOfOpportunity(db, opportunityId, viewer),
    () => api.get<Paged<MilestoneDetail>>('/sapna/v1/milestone', { query: { opportunityId } }),
  );
}
