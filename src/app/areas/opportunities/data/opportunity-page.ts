import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';
import { useMirrorResource } from '../../../lib/data/use-mirror-resource';
import { mirrorOpportunityPage } from '../offline/queries';
import { useSignedInUser } from '../../../lib/session/use-session';
import type { Resource } from '../../../lib/data/use-resource';
import type { OpportunityPage } from './opportunity-types';

/** GET /api/sapna/v3/opportunity-page/{id}: details, money figures, package and product mappings. */
export function fetchOpportunityPage(opportunityId: number): Promise<OpportunityPage> {
  return call(opportunityEndpoints.page, { params: { id: opportunityId }, notify: false });
}

/** From the device's mirror when the opportunity is there (live), otherwise from the server. */
export function useOpportunityPage(opportunityId: number): Resource<OpportunityPage> {
  const viewer = useSignedInUser();
  return useMirrorResource(
    `opportunity-page:${opportunityId}`,
    (db) => mirrorOpportunityPage(db, opportunityId, viewer),
    () => fetchOpportunityPage(opportunityId),
  );
}
