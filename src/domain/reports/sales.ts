import { z } from 'zod';

/**
 * `sales` (screen sales-report; spec 002 §3 "Agent performance sales report columns"): per agent, over the
 * opportunities they own in the user's scope that were created in the range (all columns but Closed) or closed in it
 * (Closed: by their closed date, domain/opportunities/closed-date.ts, issue 49; performance reads these rows):
 * - assignedOpportunities: how many; uniqueAccounts: their distinct accounts;
 * - activityDone: comments the agent logged (happened) in the range, under the same filters (the city of the deal
 *   commented on, or of the account for an account's comment; the account's client type);
 * - hot, cold, warm: distinct accounts of those opportunities by the account's client status (spec 002 §3:
 *   1 Hot, 2 Cold, 3 Warm) and the deal value of those opportunities;
 * - closed: distinct accounts with an opportunity closed in the range, and those opportunities' deal value.
 * Every agent in scope with a deal or any activity in the range is a row (issue 49), by agent name. Deal value is the
 * accounts/money definition (server/shared/sql/deal-value.sql.ts).
 */
export const CLIENT_STATUS_BUCKETS = [
  ['hot', 1],
  ['cold', 2],
  ['warm', 3],
] as const;

const bucket = z.object({ accounts: z.number().int(), dealValue: z.number() });

export const salesRowSchema = z.object({
  agentId: z.number().int(),
  agentName: z.string(),
  assignedOpportunities: z.number().int(),
  uniqueAccounts: z.number().int(),
  activityDone: z.number().int(),
  hot: bucket,
  cold: bucket,
  warm: bucket,
  closed: bucket,
});
export type SalesRow = z.infer<typeof salesRowSchema>;

type Cell = string | number | null | undefined;

/** The CSV's columns (deal values in rupees with two decimals; the screen shows them in lakhs). */
export const SALES_CSV_COLUMNS: readonly (readonly [string, (row: SalesRow) => Cell])[] = [
  ['Agent Name', (r) => r.agentName],
  ['Agent Id', (r) => r.agentId],
  ['Assigned Opportunities', (r) => r.assignedOpportunities],
  ['Unique Accounts', (r) => r.uniqueAccounts],
  ['Activity Done', (r) => r.activityDone],
  ...(['cold', 'hot', 'warm', 'closed'] as const).flatMap((b) => {
    const label = b[0]!.toUpperCase() + b.slice(1);
    return [
      [`${label} Accounts`, (r: SalesRow) => r[b].accounts],
      [`${label} Deal Value`, (r: SalesRow) => r[b].dealValue.toFixed(2)],
    ] as const;
  }),
];
