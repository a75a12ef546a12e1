import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';
import type { OpportunityPage } from './opportunity-types';

export type CreateOpportunityInput = { name: string; typeId: number; accountId: number; cityId: number };

/** POST /api/sapna/v1/opportunity: the caller becomes the owner; the answer is the new opportunity's page. */
export function createOpportunity(input: CreateOpportunityInput): Promise<OpportunityPage> {
  return call(opportunityEndpoints.create, { body: input, notify: false });
}
