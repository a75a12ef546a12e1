import { milestoneEndpoints } from '../../../../domain/milestones/milestones.endpoints';
import { call } from '../../../lib/api/call';
import { useMirrorResource, type MirrorResource } from '../../../lib/data/use-mirror-resource';
import { mirrorMilestonesOfOpportunity } from '../offline/queries';
import { useSignedInUser } from '../../../lib/session/use-session';
import type { MilestoneDetail, Paged } from './milestone-types';

/**
 * GET /api/sapna/v1/milestone?opportunityId: the milestones of all its termsheets, with payments and amounts;
 * from the device's mirror when the opportunity is there (milestones and payments queued offline show, pending).
 */
export function useMilestonesOfOpportunity(opportunityId: number): MirrorResource<Paged<MilestoneDetail>> {
  const viewer = useSignedInUser();
  return useMirrorResource<Paged<MilestoneDetail>>(
    `milestones:${opportunityId}`,
    (db) => mirrorMilestonesOfOpportunity(db, opportunityId, viewer),
    () => call(milestoneEndpoints.ofOpportunity, { query: { opportunityId } }),
  );
}
