// The sales report's query (per agent, spec 002 §3): one grouped pass over the opportunities of the window.
import { and, eq, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SalesRow } from '../../../domain/reports/sales';
import { queryRows, type Db, type Tx } from '../../db/client';
import { accounts, opportunities } from '../../db/schema/index';
import { opportunityInScope, type Scope } from '../../scope/scope';
import { closedBetweenSql } from '../../shared/closed-date.sql';
import { opportunityDealValue } from '../../shared/deal-value.sql';
import type { ReportWindow } from './report-window';

/** Created in the window (the assigned, unique-account and client-status columns count these). */
function createdIn(window: ReportWindow): SQL {
  return and(gte(opportunities.createdAt, window.start), lte(opportunities.createdAt, window.end)) as SQL;
}

/**
 * The report's opportunities: in scope, owned, created in the window or closed in it (the Closed columns count deals
 * by their closed date, whenever created: issue 49, domain/opportunities/closed-date.ts), and the filters.
 */
export function salesConditions(scope: Scope, window: ReportWindow): SQL {
  return and(
    opportunityInScope(scope),
    isNotNull(opportunities.ownerId),
    or(createdIn(window), closedBetweenSql(window.start, window.end)),
    window.cityId === undefined ? undefined : eq(opportunities.cityId, window.cityId),
    window.agentId === undefined ? undefined : eq(opportunities.ownerId, window.agentId),
    window.clientTypeId === undefined ? undefined : eq(accounts.clientTypeId, window.clientTypeId),
  ) as SQL;
}

type Raw = Record<string, string | number | null>;

function grouped(where: SQL, window: ReportWindow, limit: number | null, offset: number): SQL {
  const bucket = (name: string, condition: SQL) => sql`
    count(distinct opp.account_id) filter (where ${condition})::int as ${sql.identifier(`${name}_accounts`)},
    coalesce(sum(opp.deal) filter (where ${condition}), 0)::numeric(14,2)::text as ${sql.identifier(`${name}_value`)}`;
  return sql`
    with opp as (
      select ${opportunities.ownerId} as owner_id, ${opportunities.accountId} as account_id,
        ${accounts.clientStatusId} as client_status_id, ${opportunityDealValue(opportunities.id)}::numeric as deal,
        ${createdIn(window)} as created_in, ${closedBetweenSql(window.start, window.end)} as closed_in
      from ${opportunities} inner join ${accounts} on ${accounts.id} = ${opportunities.accountId}
      where ${where}
    ), per_agent as (
      select opp.owner_id,
        count(*) filter (where opp.created_in)::int as assigned, count(distinct opp.account_id) filter (where opp.created_in)::int as unique_accounts,
        ${bucket('hot', sql`opp.created_in and opp.client_status_id = 1`)},
        ${bucket('cold', sql`opp.created_in and opp.client_status_id = 2`)},
        ${bucket('warm', sql`opp.created_in and opp.client_status_id = 3`)},
        ${bucket('closed', sql`opp.closed_in`)}
      from opp group by opp.owner_id
    )
    select per_agent.*, trim(concat_ws(' ', u.first_name, u.last_name)) as agent_name,
      (select count(*)::int from comments c where c.author_id = per_agent.owner_id
        and c.happened_at >= ${window.start.toISOString()}::timestamptz and c.happened_at <= ${window.end.toISOString()}::timestamptz) as activity
    from per_agent join users u on u.id = per_agent.owner_id
    order by agent_name, per_agent.owner_id
    ${limit === null ? sql`` : sql`limit ${limit}`} offset ${offset}`;
}

function toRow(r: Raw): SalesRow {
  const b = (name: string) => ({ accounts: Number(r[`${name}_accounts`]), dealValue: Number(r[`${name}_value`]) });
  return {
    agentId: Number(r.owner_id),
    agentName: String(r.agent_name ?? ''),
    assignedOpportunities: Number(r.assigned),
    uniqueAccounts: Number(r.unique_accounts),
    activityDone: Number(r.activity),
    hot: b('hot'),
    cold: b('cold'),
    warm: b('warm'),
    closed: b('closed'),
  };
}

export async function salesPage(tx: Db | Tx, where: SQL, window: ReportWindow, offset: number, limit: number): Promise<SalesRow[]> {
  return (await queryRows<Raw>(tx, grouped(where, window, limit, offset))).map(toRow);
}

export async function countSalesAgents(tx: Db | Tx, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(distinct ${opportunities.ownerId})::int as n from ${opportunities} inner join ${accounts} on ${accounts.id} = ${opportunities.accountId} where ${where}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The CSV's rows: one per agent, so the answer is bounded by the brand's agents (not its opportunities) and comes
 * in one grouped pass; re-running the grouping per batch would read the window once per batch.
 */
export async function salesAll(tx: Db | Tx, where: SQL, window: ReportWindow): Promise<SalesRow[]> {
  return (await queryRows<Raw>(tx, grouped(where, window, null, 0))).map(toRow);
}
