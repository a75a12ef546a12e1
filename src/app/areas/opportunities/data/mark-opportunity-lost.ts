import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';

export type MarkLostInput = { opportunityId: number; lostReason: string; createChild: boolean; childName?: string; baseVersion?: number };
export type { MarkLostResult } from '../../../../domain/opportunities/opportunity-answers';
import type { MarkLostResult } from '../../../../domain/opportunities/opportunity-answers';

/** POST /api/sapna/v1/markOpportunityAsLost, optionally creating a child opportunity. */
export function markOpportunityLost(input: MarkLostInput): Promise<MarkLostResult> {
  return call(opportunityEndpoints.markLost, { body: input, notify: false });
}
