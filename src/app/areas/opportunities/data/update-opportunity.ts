import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';
import type { BrokerStage } from '../../../../domain/opportunities/statuses';
import type { OpportunityPage } from './opportunity-types';

export type OpportunityUpdate = {
  name?: string;
  typeId?: number;
  cityId?: number;
  statusId?: number;
  brokerStage?: BrokerStage | null;
  /** The version the user saw: a status or broker-stage change made on a stale copy is refused (409). */
  baseVersion?: number;
};

/** PUT /api/sapna/v1/opportunity/{id}: the caller shows 'Unable to update opportunity' unless the server says why. */
export function updateOpportunity(opportunityId: number, update: OpportunityUpdate): Promise<OpportunityPage> {
  return call(opportunityEndpoints.update, { params: { id: opportunityId }, body: update, notify: false });
}
