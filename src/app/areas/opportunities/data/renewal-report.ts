import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { RenewalSummary } from './opportunity-types';

/** GET /api/sapna/v1/report/opportunity?opportunityIds: the renewal alert and renewal tag of table rows (renewal timeout, 60 s). */
export function fetchRenewalReport(opportunityIds: readonly number[]): Promise<RenewalSummary[]> {
  return call(opportunityEndpoints.renewalReport, {
    query: { opportunityIds: opportunityIds.join(',') },
    timeout: 'renewal',
  });
}

/** The renewal summaries of the rows on screen, by opportunity id (undefined until fetched). */
export function useRenewalReport(opportunityIds: readonly number[]): Resource<Map<number, RenewalSummary>> {
  const key = opportunityIds.length ? `renewal:${opportunityIds.join(',')}` : null;
  return useResource(key, async () => new Map((await fetchRenewalReport(opportunityIds)).map((s) => [s.opportunityId, s])));
}
