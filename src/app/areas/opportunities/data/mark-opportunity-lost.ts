import { api } from '../../../lib/api/api';

export type MarkLostInput = { opportunityId: number; lostReason: string; createChild: boolean; childName?: string; baseVersion?: number };
export type MarkLostResult = { opportunityId: number; statusId: number; lostReason: string; lostAt: string; childOpportunityId: number | null };

/** POST /api/sapna/v1/markOpportunityAsLost, optionally creating a child opportunity. */
export function markOpportunityLost(input: MarkLostInput): Promise<MarkLostResult> {
  return api.post<MarkLostResult>('/sapna/v1/markOpportunityAsLost', input, { notify: false });
}
