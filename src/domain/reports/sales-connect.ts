import { z } from 'zod';
import { istDateOf } from '../format/ist-calendar';
import { pendingCollectionAmount } from '../opportunities/derived-amounts';
import { OPPORTUNITY_KINDS, opportunityStatusName } from '../opportunities/statuses';
import { SALES_CONNECT_CAMPAIGNS } from '../reference/limits';

/**
 * `sales-connect` (screen sales-connect-opp; spec 001 §9: "Sales Connect campaigns: direct_partners_page,
 * call_center_number"): the opportunities that came from a Sales Connect campaign, created in the range (start of
 * the first day to the end of the last, Asia/Kolkata), in the user's scope, newest first.
 *
 * Our reading where the spec is silent (it names the campaigns and the calls only):
 * - an opportunity's campaign is recorded when it is created (POST /sapna/v1/opportunity `campaign`) and never
 *   changes; every other opportunity has none;
 * - "in the range" is the opportunity's creation instant, as the sales-by-opportunity report;
 * - the collected amount (collected-amount-salesconnect) is the collected amount of the accounts and money issues:
 *   the opportunity's approved payments (status 6); pending = deal value − collected.
 */
export type SalesConnectCampaign = (typeof SALES_CONNECT_CAMPAIGNS)[number];
export { SALES_CONNECT_CAMPAIGNS };

export function isSalesConnectCampaign(value: string): value is SalesConnectCampaign {
  return (SALES_CONNECT_CAMPAIGNS as readonly string[]).includes(value);
}

/** How the screen and the CSV name a campaign (ours; the spec gives the keys only). */
export const SALES_CONNECT_CAMPAIGN_LABELS: Record<SalesConnectCampaign, string> = {
  direct_partners_page: 'Direct partners page',
  call_center_number: 'Call center number',
};

export const SALES_CONNECT_MESSAGES = {
  /** Our text (the spec has none). */
  unknownCampaign: 'Unknown Sales Connect campaign.',
  tooManyIds: 'Ask for at most 100 opportunities at a time.',
  badIds: 'Please give opportunity ids as numbers separated by commas.',
} as const;

export const salesConnectCampaignSchema = z.enum(SALES_CONNECT_CAMPAIGNS, { error: SALES_CONNECT_MESSAGES.unknownCampaign });

export const salesConnectRowSchema = z.object({
  opportunityId: z.number().int(),
  opportunityName: z.string(),
  opportunityKind: z.enum(OPPORTUNITY_KINDS).describe("The opportunity's kind, which names its page (opportunityPagePath)"),
  accountId: z.number().int(),
  accountName: z.string(),
  campaign: salesConnectCampaignSchema,
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  cityName: z.string().nullable(),
  dealValue: z.number(),
  statusId: z.number().int(),
  statusName: z.string(),
  createdAt: z.string(),
});
export type SalesConnectRow = z.infer<typeof salesConnectRowSchema>;

export type SalesConnectRecord = Omit<SalesConnectRow, 'statusName' | 'campaign'> & { campaign: string };

export function toSalesConnectRow(record: SalesConnectRecord): SalesConnectRow {
  return {
    ...record,
    campaign: isSalesConnectCampaign(record.campaign) ? record.campaign : SALES_CONNECT_CAMPAIGNS[0],
    statusName: opportunityStatusName(record.statusId),
  };
}

/** GET /sapna/v1/collected-amount-salesconnect: the collected amount of each asked Sales Connect opportunity in scope. */
export const MAX_COLLECTED_IDS = 100;
export const collectedAmountRowSchema = z.object({
  opportunityId: z.number().int(),
  collectedAmount: z.number(),
  pendingCollectionAmount: z.number(),
});
export type CollectedAmountRow = z.infer<typeof collectedAmountRowSchema>;

/** `opportunityIds=1,2,3`: positive ids, at most 100. */
export const collectedAmountQuerySchema = z.object({
  opportunityIds: z
    .string({ error: SALES_CONNECT_MESSAGES.badIds })
    .trim()
    .max(1200, SALES_CONNECT_MESSAGES.tooManyIds)
    .transform((text, ctx) => {
      const parts = text.split(',').map((p) => p.trim());
      if (parts.some((p) => !/^[1-9]\d{0,8}$/.test(p))) {
        ctx.addIssue({ code: 'custom', message: SALES_CONNECT_MESSAGES.badIds });
        return z.NEVER;
      }
      if (parts.length > MAX_COLLECTED_IDS) {
        ctx.addIssue({ code: 'custom', message: SALES_CONNECT_MESSAGES.tooManyIds });
        return z.NEVER;
      }
      return parts.map(Number);
    }),
});

/** The CSV's row: the report row with its collected and pending amounts (the same figures the call answers). */
export type SalesConnectCsvRow = SalesConnectRow & { collectedAmount: number; pendingCollectionAmount: number };

export function withCollected(row: SalesConnectRow, collectedAmount: number): SalesConnectCsvRow {
  return { ...row, collectedAmount, pendingCollectionAmount: pendingCollectionAmount(row.dealValue, collectedAmount) };
}

type Cell = string | number | null | undefined;

/** The CSV's columns, in the screen's order (money in rupees with two decimals). */
export const SALES_CONNECT_CSV_COLUMNS: readonly (readonly [string, (row: SalesConnectCsvRow) => Cell])[] = [
  ['Opportunity Id', (r) => r.opportunityId],
  ['Opportunity', (r) => r.opportunityName],
  ['Account Id', (r) => r.accountId],
  ['Account', (r) => r.accountName],
  ['Campaign', (r) => r.campaign],
  ['Agent', (r) => r.agentName ?? null],
  ['City', (r) => r.cityName ?? null],
  ['Status', (r) => r.statusName],
  ['Deal Value', (r) => r.dealValue.toFixed(2)],
  ['Collected', (r) => r.collectedAmount.toFixed(2)],
  ['Pending Collection', (r) => r.pendingCollectionAmount.toFixed(2)],
  ['Created Date', (r) => istDateOf(new Date(r.createdAt))],
];
