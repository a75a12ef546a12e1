import { api } from '../../../lib/api/api';

export type MarkLostInput = { opportunityId: number; lostReason: string; createChild: boolean; childName?: string; baseVersion?: number };
export type { MarkLostResult } from '../../../../domain/opportunities/opportunity-answers';
import type { MarkLostResult } from '../../../../domain/opportunities/opportunity-answers';

/** POST /api/sapna/v1/markOpportunityAsLost, optionally creating a child opportunity. */
export function markOpportunityLost(input: MarkLostInput): Promise<MarkLostResult> {
  return api.post<MarkLostResult>('/sapna/v1/markOpportunityAsLost', input, { notify: false });
}
