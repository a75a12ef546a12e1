import { z } from 'zod';
import type { IsoDate } from '../format/ist-calendar';
import { pendingCollectionAmount } from '../opportunities/derived-amounts';
import { OPPORTUNITY_KINDS, opportunityStatusName } from '../opportunities/statuses';
import { monthName, salesMonthOf, type SalesMonthClosure } from '../sales-closure/sales-month';

/**
 * `sales-opportunity` (screen sales-report-opp): one row per opportunity created in the range (start of the first
 * day to the end of the last, Asia/Kolkata), in the user's scope, newest first.
 *
 * Our reading where the spec is silent (issue 12 names the columns only):
 * - "in the range" is the opportunity's creation instant;
 * - deal value, collected and pending are the accounts/money definitions (server/shared/sql/deal-value.sql.ts and
 *   pendingCollectionAmount), never a copy;
 * - the closed date of a Closed opportunity is the day of its latest approved payment (the payment date, else the
 *   day it was recorded); other statuses have none ('-'), and an opportunity closed without an approved payment
 *   has none either;
 * - the sales month is the month that closed date counts in (salesMonthOf with the sales closure dates).
 */
export const salesOpportunityRowSchema = z.object({
  opportunityId: z.number().int(),
  opportunityName: z.string(),
  opportunityKind: z.enum(OPPORTUNITY_KINDS).describe("The opportunity's kind, which names its page (opportunityPagePath)"),
  accountId: z.number().int(),
  accountName: z.string(),
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  cityName: z.string().nullable(),
  packages: z.string().describe('Package names, comma separated'),
  dealValue: z.number(),
  collectedAmount: z.number(),
  pendingCollectionAmount: z.number(),
  statusId: z.number().int(),
  statusName: z.string(),
  closedDate: z.string().nullable().describe('YYYY-MM-DD, Asia/Kolkata'),
  salesMonth: z.string().nullable().describe('e.g. "November 2026"'),
  createdAt: z.string(),
});
export type SalesOpportunityRow = z.infer<typeof salesOpportunityRowSchema>;

/** What the query reads; the rest is derived here once for the screen and the CSV. */
export type SalesOpportunityRecord = Omit<SalesOpportunityRow, 'pendingCollectionAmount' | 'statusName' | 'salesMonth'>;

export function salesMonthLabel(day: IsoDate | null, closures: readonly SalesMonthClosure[]): string | null {
  if (!day) return null;
  const month = salesMonthOf(day, closures);
  return `${monthName(month.monthNumber)} ${month.year}`;
}

export function toSalesOpportunityRow(record: SalesOpportunityRecord, closures: readonly SalesMonthClosure[]): SalesOpportunityRow {
  return {
    ...record,
    pendingCollectionAmount: pendingCollectionAmount(record.dealValue, record.collectedAmount),
    statusName: opportunityStatusName(record.statusId),
    salesMonth: salesMonthLabel(record.closedDate, closures),
  };
}

type Cell = string | number | null | undefined;

/** The CSV's columns, in the screen's order (money in rupees with two decimals; empty cells empty). */
export const SALES_OPPORTUNITY_CSV_COLUMNS: readonly (readonly [string, (row: SalesOpportunityRow) => Cell])[] = [
  ['Opportunity Id', (r) => r.opportunityId],
  ['Opportunity', (r) => r.opportunityName],
  ['Account Id', (r) => r.accountId],
  ['Account', (r) => r.accountName],
  ['Agent', (r) => r.agentName ?? null],
  ['City', (r) => r.cityName ?? null],
  ['Packages', (r) => r.packages || null],
  ['Deal Value', (r) => r.dealValue.toFixed(2)],
  ['Collected', (r) => r.collectedAmount.toFixed(2)],
  ['Pending Collection', (r) => r.pendingCollectionAmount.toFixed(2)],
  ['Status', (r) => r.statusName],
  ['Closed Date', (r) => r.closedDate ?? null],
  ['Sales Month', (r) => r.salesMonth ?? null],
];
