import { z } from 'zod';
import { OPPORTUNITY_STATUSES, opportunityStatusName } from '../opportunities/statuses';

/**
 * The restricted kinds `closure-trend` and `opportunity-funnel` (spec 000 §6: RCM_USER and Ticketing only). Our
 * reading where the spec names them only:
 * - closure-trend: per day of the range (Asia/Kolkata), the Closed opportunities whose closed date falls on it and
 *   their deal value; the closed date is the one of sales-report-opp (the day of the latest approved payment);
 * - opportunity-funnel: the opportunities created in the range, per status in the order of a sale (New, Follow-up,
 *   Negotiation, Termsheet Sent, Payment Pending, Closed, then Lost and Dropped): how many, their distinct accounts
 *   and their deal value.
 * Deal value is the accounts/money definition; both count only opportunities in the user's scope.
 */
export const closureTrendRowSchema = z.object({
  day: z.string().describe('YYYY-MM-DD, Asia/Kolkata'),
  closedOpportunities: z.number().int(),
  dealValue: z.number(),
});
export type ClosureTrendRow = z.infer<typeof closureTrendRowSchema>;

export const FUNNEL_ORDER: readonly number[] = [
  OPPORTUNITY_STATUSES.NEW,
  OPPORTUNITY_STATUSES.FOLLOW_UP,
  OPPORTUNITY_STATUSES.NEGOTIATION,
  OPPORTUNITY_STATUSES.TERMSHEET_SENT,
  OPPORTUNITY_STATUSES.PAYMENT_PENDING,
  OPPORTUNITY_STATUSES.CLOSED,
  OPPORTUNITY_STATUSES.LOST,
  OPPORTUNITY_STATUSES.DROPPED,
];

export const opportunityFunnelRowSchema = z.object({
  funnelStatusId: z.number().int(),
  funnelStatusName: z.string(),
  opportunities: z.number().int(),
  accounts: z.number().int(),
  funnelDealValue: z.number(),
});
export type OpportunityFunnelRow = z.infer<typeof opportunityFunnelRowSchema>;

export function funnelRows(grouped: readonly { statusId: number; opportunities: number; accounts: number; dealValue: number }[]): OpportunityFunnelRow[] {
  const rank = (id: number) => {
    const i = FUNNEL_ORDER.indexOf(id);
    return i < 0 ? FUNNEL_ORDER.length + id : i;
  };
  return [...grouped]
    .sort((a, b) => rank(a.statusId) - rank(b.statusId))
    .map((g) => ({ funnelStatusId: g.statusId, funnelStatusName: opportunityStatusName(g.statusId), opportunities: g.opportunities, accounts: g.accounts, funnelDealValue: g.dealValue }));
}

type Cell = string | number | null | undefined;

export const CLOSURE_TREND_CSV_COLUMNS: readonly (readonly [string, (row: ClosureTrendRow) => Cell])[] = [
  ['Day', (r) => r.day],
  ['Closed Opportunities', (r) => r.closedOpportunities],
  ['Deal Value', (r) => r.dealValue.toFixed(2)],
];

export const OPPORTUNITY_FUNNEL_CSV_COLUMNS: readonly (readonly [string, (row: OpportunityFunnelRow) => Cell])[] = [
  ['Status', (r) => r.funnelStatusName],
  ['Opportunities', (r) => r.opportunities],
  ['Accounts', (r) => r.accounts],
  ['Deal Value', (r) => r.funnelDealValue.toFixed(2)],
];
