import { statusTableByKey } from '../format/status-table';

/**
 * Opportunity and account statuses (spec 000 §4, 002 §9). The spec fixes the stage buckets, the terminal
 * labels (2 Closed, 6 Lost, 7 Dropped) and the not-editable lists; it does not name the open statuses.
 * Our names for those (1 New, 3 Follow-up, 4 Negotiation, 5 Termsheet Sent, 8 Payment Pending) are a
 * choice made here once, in the order of a sale.
 */

export const OPPORTUNITY_STATUS = statusTableByKey({
  NEW: [1, 'New'],
  CLOSED: [2, 'Closed'],
  FOLLOW_UP: [3, 'Follow-up'],
  NEGOTIATION: [4, 'Negotiation'],
  TERMSHEET_SENT: [5, 'Termsheet Sent'],
  LOST: [6, 'Lost'],
  DROPPED: [7, 'Dropped'],
  PAYMENT_PENDING: [8, 'Payment Pending'],
});
export const OPPORTUNITY_STATUSES = OPPORTUNITY_STATUS.key;
export type OpportunityStatusId = (typeof OPPORTUNITY_STATUSES)[keyof typeof OPPORTUNITY_STATUSES];
export const opportunityStatusName = OPPORTUNITY_STATUS.name;

export type StageBucket = 'open' | 'closed' | 'lost';

export const STAGE_BUCKETS: Record<StageBucket, readonly OpportunityStatusId[]> = {
  open: [1, 3, 4, 5, 8],
  closed: [2],
  lost: [6, 7],
};

/** The bucket of a status, or undefined for an id the spec does not place. */
export function stageBucketOf(statusId: number): StageBucket | undefined {
  const buckets: StageBucket[] = ['open', 'closed', 'lost'];
  return buckets.find((bucket) => (STAGE_BUCKETS[bucket] as readonly number[]).includes(statusId));
}

/** Open or closed: the statuses whose deal value counts toward totalAccountValue (spec 000 §3). */
export function countsTowardAccountValue(statusId: number): boolean {
  const bucket = stageBucketOf(statusId);
  return bucket === 'open' || bucket === 'closed';
}

/** Broker opportunity stages (spec 000 §4). */
export const BROKER_STAGES = ['pre_discovery', 'discovery', 'buy_initiation', 'order_confirmation', 'payment_failed'] as const;
export type BrokerStage = (typeof BROKER_STAGES)[number];

/** Each opportunity carries its kind; each kind has its page and its own not-editable statuses. */
export type OpportunityKind = 'general' | 'owner' | 'broker' | 'builder' | 'tenant';
export const OPPORTUNITY_KINDS: readonly OpportunityKind[] = ['general', 'owner', 'broker', 'builder', 'tenant'];

/** A stored kind as the type; an unknown kind is 'general'. */
export function opportunityKindOf(kind: string): OpportunityKind {
  return (OPPORTUNITY_KINDS as readonly string[]).includes(kind) ? (kind as OpportunityKind) : 'general';
}

export const OPPORTUNITY_ROUTE_PREFIXES: Record<OpportunityKind, string> = {
  general: 'opportunity',
  owner: 'owner-opportunity',
  broker: 'broker-opportunity',
  builder: 'builder-opportunity',
  tenant: 'tenant-opportunity',
};

/** '/owner-opportunity/42' and the like. */
export function opportunityPagePath(kind: OpportunityKind, opportunityId: number | string): string {
  return `/${OPPORTUNITY_ROUTE_PREFIXES[kind]}/${opportunityId}`;
}

/**
 * Not-editable statuses per kind (spec 000 §4). The spec lists general, owner and tenant only; broker and
 * builder pages use the general opportunity list (our decision: they are general opportunities of a
 * client type, and the spec gives them no list of their own).
 */
export const NOT_EDITABLE_OPPORTUNITY_STATUS_IDS: Record<OpportunityKind, readonly number[]> = {
  general: [2, 6, 7],
  owner: [2, 6, 7, 8],
  broker: [2, 6, 7],
  builder: [2, 6, 7],
  tenant: [2, 6, 7],
};

export function isOpportunityEditable(kind: OpportunityKind, statusId: number): boolean {
  return !NOT_EDITABLE_OPPORTUNITY_STATUS_IDS[kind].includes(statusId);
}

/** Account statuses: 1 is the normal one; 5 Inactive ('Alert Inactive Profile'), 6 Merged (losing side). */
export const ACCOUNT_STATUS = statusTableByKey({ ACTIVE: [1, 'Active'], INACTIVE: [5, 'Inactive'], MERGED: [6, 'Merged'] });
export const ACCOUNT_STATUSES = ACCOUNT_STATUS.key;
export const NOT_EDITABLE_ACCOUNT_STATUS_IDS: readonly number[] = [5, 6];

export function isAccountEditable(statusId: number): boolean {
  return !NOT_EDITABLE_ACCOUNT_STATUS_IDS.includes(statusId);
}
