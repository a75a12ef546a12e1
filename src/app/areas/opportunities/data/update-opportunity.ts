import { api } from '../../../lib/api/api';
import type { OpportunityPage } from './opportunity-types';

export type OpportunityUpdate = {
  name?: string;
  typeId?: number;
  cityId?: number;
  statusId?: number;
  brokerStage?: string | null;
  /** The version the user saw: a status or broker-stage change made on a stale copy is refused (409). */
  baseVersion?: number;
};

/** PUT /api/sapna/v1/opportunity/{id}: the caller shows 'Unable to update opportunity' unless the server says why. */
export function updateOpportunity(opportunityId: number, update: OpportunityUpdate): Promise<OpportunityPage> {
  return api.put<OpportunityPage>(`/sapna/v1/opportunity/${opportunityId}`, update, { notify: false });
}
