// The sales report (per agent, spec 002 §3), declared: one grouped pass over the opportunities of the window, with
// each agent's activity in it.
import { and, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { SALES_CSV_COLUMNS, type SalesRow } from '../../../domain/reports/sales';
import { queryRows, type Db, type Tx } from '../../db/client';
import { accounts, salesDealFacts } from '../../db/schema/index';
import { opportunityCopyInScope, type Scope } from '../../scope/scope';
import { windowFilters, type ReportWindow } from './report-window';
import { groupedKind } from './report-kind';
import type { ReportSortKey } from '../../../domain/reports/report-sort';

const facts = salesDealFacts;

/** Created in the window (the assigned, unique-account and client-status columns count these). */
function createdIn(window: ReportWindow): SQL {
  return and(gte(facts.createdAt, window.start), lte(facts.createdAt, window.end)) as SQL;
}

/**
 * Closed in the window: the deal's closed moment (kept as sales_deal_facts.closed_at, closedAtSql's rule: its latest
 * move into Closed while it is Closed) in it, the same deals as closedBetweenSql.
 */
function closedIn(window: ReportWindow): SQL {
  return and(gte(facts.closedAt, window.start), lte(facts.closedAt, window.end)) as SQL;
}

/**
 * The report's opportunities, read from their kept rows (sales_deal_facts, joined with their accounts): in scope,
 * owned, created in the window or closed in it (the Closed columns count deals by their closed date, whenever created:
 * issue 49, domain/opportunities/closed-date.ts), and the filters.
 */
function salesConditions(scope: Scope, window: ReportWindow): SQL {
  return and(
    opportunityCopyInScope(scope, { domainId: facts.domainId, ownerId: facts.ownerId, accountAgentId: accounts.agentId }),
    isNotNull(facts.ownerId),
    or(createdIn(window), closedIn(window)),
    ...windowFilters(window, { city: facts.cityId, agent: facts.ownerId }),
  ) as SQL;
}

type Raw = Record<string, string | number | null>;

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}::int`), sql`, `);

/**
 * The agents a row may be for: users of the brand in the user's scope (the team, or the whole brand), the agent
 * filter, and `onlyAgents` when given (performance asks for its members).
 */
function agentsInScope(scope: Scope, window: ReportWindow, onlyAgents: readonly number[] | undefined): SQL {
  return sql`select u.id from users u where u.domain_id = ${scope.domainId}
    ${scope.all ? sql`` : sql`and u.id in (${idList(scope.agentIds)})`}
    ${window.agentId === undefined ? sql`` : sql`and u.id = ${window.agentId}`}
    ${onlyAgents === undefined ? sql`` : onlyAgents.length ? sql`and u.id in (${idList(onlyAgents)})` : sql`and false`}`;
}

/**
 * Activity Done per agent (`author_id`, `n`): the comments (calls, meetings, notes) the agents of `agents` logged in
 * the range on accounts of the brand, under the same filters as the other columns (issue 49): the city of the deal
 * commented on (or of the account for an account's comment) and the account's client type. One grouped pass over the
 * range's comments, the brand's accounts read once: a count per agent as a subquery read the brand's accounts whole
 * once per agent (issue 49 bench: over 5 minutes for a 30-day whole-brand sales report at the large seed, about 0.7 s
 * this way, on a loaded host).
 */
function activityOf(scope: Scope, window: ReportWindow, agents: SQL): SQL {
  const byCity = window.cityId !== undefined;
  return sql`select c.author_id, count(*)::int as n from comments c join accounts ca on ca.id = c.account_id
      ${byCity ? sql`left join opportunities co on c.entity_type_id = 1 and co.id = c.entity_id` : sql``}
    where c.author_id in (${agents})
      and c.happened_at >= ${window.start.toISOString()}::timestamptz and c.happened_at <= ${window.end.toISOString()}::timestamptz
      and ca.domain_id = ${scope.domainId}
      ${byCity ? sql`and coalesce(co.city_id, ca.city_id) = ${window.cityId}` : sql``}
      ${window.clientTypeId === undefined ? sql`` : sql`and ca.client_type_id = ${window.clientTypeId}`}
    group by c.author_id`;
}

/**
 * One row per agent with any deal or any activity in the range (issue 49: an agent who made calls but opened no
 * deal is a row), every column under every filter.
 */
function grouped(where: SQL, scope: Scope, window: ReportWindow, onlyAgents: readonly number[] | undefined): SQL {
  const bucket = (name: string, condition: SQL) => sql`
    count(distinct opp.account_id) filter (where ${condition})::int as ${sql.identifier(`${name}_accounts`)},
    coalesce(sum(opp.deal) filter (where ${condition}), 0)::numeric(14,2)::text as ${sql.identifier(`${name}_value`)}`;
  // The deals come from their kept rows (sales_deal_facts, migration 0066: deal value and closed moment computed when
  // the deal changes, not per report). `opp` stays materialized so each Hot/Cold/Warm/Closed FILTER reads it once.
  return sql`
    with opp as materialized (
      select ${facts.ownerId} as owner_id, ${facts.accountId} as account_id, ${accounts.clientStatusId} as client_status_id,
        ${facts.deal} as deal, ${createdIn(window)} as created_in, coalesce(${closedIn(window)}, false) as closed_in
      from ${facts} inner join ${accounts} on ${accounts.id} = ${facts.accountId}
      where ${where} ${onlyAgents === undefined ? sql`` : onlyAgents.length ? sql`and ${facts.ownerId} in (${idList(onlyAgents)})` : sql`and false`}
    ), per_agent as (
      select opp.owner_id,
        count(*) filter (where opp.created_in)::int as assigned, count(distinct opp.account_id) filter (where opp.created_in)::int as unique_accounts,
        ${bucket('hot', sql`opp.created_in and opp.client_status_id = 1`)},
        ${bucket('cold', sql`opp.created_in and opp.client_status_id = 2`)},
        ${bucket('warm', sql`opp.created_in and opp.client_status_id = 3`)},
        ${bucket('closed', sql`opp.closed_in`)}
      from opp group by opp.owner_id
    ), act as (
      select a.id as owner_id, coalesce(done.n, 0) as activity from (${agentsInScope(scope, window, onlyAgents)}) a
        left join (${activityOf(scope, window, agentsInScope(scope, window, onlyAgents))}) done on done.author_id = a.id
    ), agent as (
      select coalesce(per_agent.owner_id, act.owner_id) as owner_id, per_agent.assigned, per_agent.unique_accounts,
        per_agent.hot_accounts, per_agent.hot_value, per_agent.cold_accounts, per_agent.cold_value,
        per_agent.warm_accounts, per_agent.warm_value, per_agent.closed_accounts, per_agent.closed_value,
        coalesce(act.activity, 0) as activity
      from per_agent full join act on act.owner_id = per_agent.owner_id
      where per_agent.owner_id is not null or act.activity > 0
    )
    select agent.*, trim(concat_ws(' ', u.first_name, u.last_name)) as agent_name
    from agent join users u on u.id = agent.owner_id`;
}

/** The screen's sortable columns (issue 49) over the grouped rows: a figure an agent has none of counts as 0. */
const sort: Record<ReportSortKey<'sales'>, SQL> = {
  agent: sql`agent_name`,
  id: sql`agent.owner_id`,
  assigned: sql`coalesce(agent.assigned, 0)`,
  unique: sql`coalesce(agent.unique_accounts, 0)`,
  activity: sql`agent.activity`,
  'cold-accounts': sql`coalesce(agent.cold_accounts, 0)`,
  'cold-value': sql`coalesce(agent.cold_value::numeric, 0)`,
  'hot-accounts': sql`coalesce(agent.hot_accounts, 0)`,
  'hot-value': sql`coalesce(agent.hot_value::numeric, 0)`,
  'warm-accounts': sql`coalesce(agent.warm_accounts, 0)`,
  'warm-value': sql`coalesce(agent.warm_value::numeric, 0)`,
  'closed-accounts': sql`coalesce(agent.closed_accounts, 0)`,
  'closed-value': sql`coalesce(agent.closed_value::numeric, 0)`,
};

/** By agent name, then id. */
const order = [sql`agent_name`, sql`agent.owner_id`];

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

/** One row per agent, paged, counted and sorted in SQL; the CSV reads every agent's row in one pass. */
export const salesKind = groupedKind({
  shape: 'grouped',
  query: (scope, window) => grouped(salesConditions(scope, window), scope, window, undefined),
  order,
  sort,
  paged: 'sql',
  rows: (raws: Raw[]) => raws.map(toRow),
  columns: SALES_CSV_COLUMNS,
});

/** The report's rows of these agents only (performance asks for its members), by agent name. */
export async function salesRowsOf(tx: Db | Tx, scope: Scope, window: ReportWindow, onlyAgents: readonly number[]): Promise<SalesRow[]> {
  const query = grouped(salesConditions(scope, window), scope, window, onlyAgents);
  return (await queryRows<Raw>(tx, sql`${query} order by ${sql.join(order, sql`, `)}`)).map(toRow);
}
