import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { OpportunityRenewalSummary } from './account-types';

/** The report takes at most 100 ids a call. */
const IDS_PER_CALL = 100;

/** GET /api/sapna/v1/report/opportunity?opportunityIds=...: the renewal alert and renewal tag of each row. */
export async function fetchOpportunityRenewals(opportunityIds: readonly number[], signal?: AbortSignal): Promise<OpportunityRenewalSummary[]> {
  const calls: Promise<OpportunityRenewalSummary[]>[] = [];
  for (let i = 0; i < opportunityIds.length; i += IDS_PER_CALL) {
    const ids = opportunityIds.slice(i, i + IDS_PER_CALL).join(',');
    calls.push(call(opportunityEndpoints.renewalReport, { query: { opportunityIds: ids }, signal, notify: false }));
  }
  return (await Promise.all(calls)).flat();
}

export function useOpportunityRenewals(opportunityIds: readonly number[]): Resource<OpportunityRenewalSummary[]> {
  const ids = opportunityIds.join(',');
  return useResource(ids === '' ? null : `renewals:${ids}`, (signal) => fetchOpportunityRenewals(opportunityIds, signal));
}
