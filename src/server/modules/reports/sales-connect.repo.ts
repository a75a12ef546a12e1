// The sales-connect report (screen sales-connect-opp, its CSV), declared, and collected-amount-salesconnect: one row
// per opportunity that came from a Sales Connect campaign (domain/reports/sales-connect.ts).
import { and, desc, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { SALES_CONNECT_CAMPAIGNS, SALES_CONNECT_CSV_COLUMNS, toSalesConnectRow, withCollected, type SalesConnectRecord } from '../../../domain/reports/sales-connect';
import type { Db, Tx } from '../../db/client';
import { accounts, cities, opportunities, users } from '../../db/schema/index';
import { opportunityInScope, type Scope } from '../../scope/scope';
import { opportunityCollectedAmount, opportunityDealValue, opportunityPendingAmount } from '../../shared/sql/deal-value.sql';
import { joinedUserName } from '../../shared/sql/user-names.sql';
import { opportunityColumns } from './sales-opportunity.repo';
import { opportunityKindOf } from '../../../domain/opportunities/statuses';
import { windowFilters, type ReportWindow } from './report-window';
import { joined, rowsKind, type SortColumns } from './report-kind';
import type { ReportSortKey } from '../../../domain/reports/report-sort';

/** A Sales Connect opportunity: its campaign is one of the spec's two (spec 001 §9). */
export function salesConnectOpportunity(campaign?: string): SQL {
  return and(isNotNull(opportunities.campaign), inArray(opportunities.campaign, campaign ? [campaign] : [...SALES_CONNECT_CAMPAIGNS])) as SQL;
}

/** The report's conditions: scope, Sales Connect, created in the window, and the optional filters. */
function conditions(scope: Scope, window: ReportWindow): SQL {
  return and(
    opportunityInScope(scope),
    salesConnectOpportunity(window.campaign),
    gte(opportunities.createdAt, window.start),
    lte(opportunities.createdAt, window.end),
    ...windowFilters(window),
  ) as SQL;
}

/** The screen's sortable columns (issue 49); the status by id (its pipeline order), money as numbers. */
const sort: Record<ReportSortKey<'sales-connect'>, SortColumns[string]> = {
  opportunity: opportunities.name,
  account: accounts.name,
  campaign: opportunities.campaign,
  agent: joinedUserName(),
  city: cities.name,
  status: opportunities.statusId,
  dealValue: sql`(${opportunityDealValue(opportunities.id)})::numeric`,
  collected: sql`(${opportunityCollectedAmount(opportunities.id)})::numeric`,
  pending: opportunityPendingAmount(opportunities.id),
  created: opportunities.createdAt,
};

function select(tx: Db | Tx, where: SQL, order: readonly SQL[], collected: boolean) {
  return tx
    .select({
      ...opportunityColumns(),
      campaign: opportunities.campaign,
      dealValue: opportunityDealValue(opportunities.id),
      // The CSV carries the collected amount too (the same definition as collected-amount-salesconnect).
      collectedAmount: collected ? opportunityCollectedAmount(opportunities.id) : sql<string | null>`null`,
      statusId: opportunities.statusId,
      createdAt: opportunities.createdAt,
    })
    .from(opportunities)
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(users, eq(users.id, opportunities.ownerId))
    .leftJoin(cities, eq(cities.id, opportunities.cityId))
    .where(where)
    .orderBy(...order);
}

type Raw = Awaited<ReturnType<typeof select>>[number];

type SalesConnectCsvRecord = SalesConnectRecord & { collectedAmount: number };

function toRecord(row: Raw): SalesConnectCsvRecord {
  return {
    ...row,
    opportunityKind: opportunityKindOf(row.opportunityKind),
    campaign: row.campaign ?? '',
    dealValue: Number(row.dealValue),
    collectedAmount: Number(row.collectedAmount ?? 0),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Newest opportunity first; the CSV (with each deal's collected amount) by keyset on the id. */
export const salesConnectKind = rowsKind({
  shape: 'rows',
  conditions,
  countFrom: joined(opportunities, [accounts, eq(accounts.id, opportunities.accountId)]),
  order: [desc(opportunities.id)],
  sort,
  select,
  after: (last: Raw) => lt(opportunities.id, last.opportunityId),
  toRow: (raw: Raw) => {
    const { collectedAmount: _none, ...record } = toRecord(raw);
    return toSalesConnectRow(record);
  },
  toCsvRow: (raw: Raw) => {
    const record = toRecord(raw);
    return withCollected(toSalesConnectRow(record), record.collectedAmount);
  },
  columns: SALES_CONNECT_CSV_COLUMNS,
});

/**
 * The collected amount of each of these opportunities that is a Sales Connect opportunity in scope (the accounts
 * and money issues' definition: approved payments); the others are left out. Answered with their deal value, so
 * the pending amount is derived from the same read.
 */
export async function collectedAmounts(tx: Db | Tx, scope: Scope, ids: readonly number[]): Promise<{ opportunityId: number; dealValue: number; collectedAmount: number }[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      opportunityId: opportunities.id,
      dealValue: opportunityDealValue(opportunities.id),
      collectedAmount: opportunityCollectedAmount(opportunities.id),
    })
    .from(opportunities)
    .where(and(inArray(opportunities.id, [...ids]), salesConnectOpportunity(), opportunityInScope(scope)))
    .orderBy(desc(opportunities.id));
  return rows.map((r) => ({ opportunityId: r.opportunityId, dealValue: Number(r.dealValue), collectedAmount: Number(r.collectedAmount) }));
}
