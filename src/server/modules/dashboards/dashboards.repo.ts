// Dashboard tiles (issue 12): each tile's rows and count from one definition (domain/dashboards/tiles.ts), in the
// user's scope (the server's scope function) and the dashboard's client type. Raw FROM clauses name the real
// tables, so the scope conditions (written on the Drizzle tables) apply unchanged.
import { and, eq, inArray, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import { APPROVED_TILE_STATUS_IDS, DASHBOARD_FILTERS, FOLLOWUP_AFTER_DAYS, type DashboardType, type TileDefinition, type TileEntity, type TileKey } from '../../../domain/dashboards/tiles';
import { PAYMENT_STATUS_GROUPS, V2_MODE_OF_PAYMENT_ID } from '../../../domain/payments/statuses';
import { STAGE_BUCKETS } from '../../../domain/opportunities/statuses';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { istEndOfDay, istStartOfDay, type IsoDate, addDaysToInstant } from '../../../domain/format/ist-calendar';
import { queryRows, type Db, type Tx } from '../../db/client';
import { accounts, approvals, dashboardBrandCounts, dashboardRenewalDays, dashboardTileFacts, opportunities, payments, termsheets } from '../../db/schema/index';
import { opportunityCopyInScope, opportunityInScope, type Scope } from '../../scope/scope';
import { collectedInPeriod, paymentCollected, paymentDay } from '../../shared/sql/collected-in-period.sql';
import { closedBetweenSql, closedDaySql } from '../../shared/sql/closed-date.sql';
import { opportunityDealValue } from '../../shared/sql/deal-value.sql';
import { userDisplayName } from '../../shared/sql/user-names.sql';

const FROM: Record<TileEntity, SQL> = {
  opportunity: sql`opportunities join accounts on accounts.id = opportunities.account_id left join users on users.id = opportunities.owner_id`,
  termsheet: sql`termsheets join opportunities on opportunities.id = termsheets.opportunity_id
    join accounts on accounts.id = opportunities.account_id left join users on users.id = opportunities.owner_id`,
  payment: sql`payments join milestones on milestones.id = payments.milestone_id join termsheets on termsheets.id = milestones.termsheet_id
    join opportunities on opportunities.id = termsheets.opportunity_id
    join accounts on accounts.id = opportunities.account_id left join users on users.id = opportunities.owner_id`,
  approval: sql`approvals join opportunities on opportunities.id = approvals.entity_id and approvals.entity_type_id = ${sql.raw(String(ENTITY_TYPES.OPPORTUNITY))}
    join accounts on accounts.id = opportunities.account_id left join users on users.id = opportunities.owner_id`,
};

const ENTITY_TABLE = { opportunity: opportunities, termsheet: termsheets, payment: payments, approval: approvals } as const;

/** The dashboard's opportunities: in scope, the page's client type, tenant or not. */
export function dashboardConditions(scope: Scope, type: DashboardType): SQL {
  const filter = DASHBOARD_FILTERS[type];
  return and(
    opportunityInScope(scope),
    eq(accounts.clientTypeId, filter.clientTypeId),
    'is' in filter.opportunityKind ? eq(opportunities.kind, filter.opportunityKind.is) : ne(opportunities.kind, filter.opportunityKind.isNot),
  ) as SQL;
}

/** The follow-up tile's threshold: an open opportunity with no comment logged after this instant needs one. */
export function followupSince(now: Date): string {
  return addDaysToInstant(now, -FOLLOWUP_AFTER_DAYS).toISOString();
}

/** A tile's own condition (besides the dashboard's): its statuses and, for some, one more rule. */
export function tileConditions(tile: TileDefinition, now: Date, renewalDue: SQL): SQL {
  const table = ENTITY_TABLE[tile.entity];
  const parts: (SQL | undefined)[] = [];
  if (tile.statusIds && 'statusId' in table) parts.push(inArray(table.statusId, [...tile.statusIds]));
  if (tile.approvalStatuses) parts.push(inArray(approvals.status, [...tile.approvalStatuses]));
  if (tile.approvalKind) parts.push(eq(approvals.approvalType, tile.approvalKind));
  if (tile.campaigns) parts.push(inArray(opportunities.campaign, [...tile.campaigns]));
  if (tile.key === 'followup') {
    const since = followupSince(now);
    parts.push(sql`not exists (select 1 from comments fu where fu.entity_type_id = ${sql.raw(String(ENTITY_TYPES.OPPORTUNITY))}
      and fu.entity_id = ${opportunities.id} and fu.happened_at > ${since}::timestamptz)`);
  }
  if (tile.key === 'renewal') parts.push(renewalDue);
  if (tile.key === 'housing-product') {
    parts.push(sql`exists (select 1 from opportunity_package_mappings hp_opm
      join opportunity_product_mappings hp_oprm on hp_oprm.opportunity_package_mapping_id = hp_opm.id
      where hp_opm.opportunity_id = ${opportunities.id} and not hp_oprm.activated)`);
  }
  return (and(...parts) ?? sql`true`) as SQL;
}

/** Key search over a tile's rows: a number is the row's, its opportunity's or its account's id; text is matched too. */
export function keyCondition(entity: TileEntity, key: string | undefined): SQL | undefined {
  if (key === undefined || key === '') return undefined;
  const table = ENTITY_TABLE[entity];
  if (/^\d{1,9}$/.test(key)) {
    const id = Number(key);
    return or(eq(table.id, id), eq(opportunities.id, id), eq(accounts.id, id)) as SQL;
  }
  if (entity === 'payment') return or(eq(payments.referenceNumber, key), eq(payments.yesBankResponseId, key)) as SQL;
  const pattern = `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(sql`${opportunities.name} ilike ${pattern}`, sql`${accounts.name} ilike ${pattern}`) as SQL;
}

export async function countTile(tx: Db | Tx, entity: TileEntity, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(tx, sql`select count(*)::int as n from ${FROM[entity]} where ${where}`);
  return Number(row?.n ?? 0);
}

const facts = dashboardTileFacts;
const brandCounts = dashboardBrandCounts;
const renewalDays = dashboardRenewalDays;

/** dashboardConditions on dashboard_tile_facts: the same scope rule, client type and tenant kind. */
export function factsConditions(scope: Scope, type: DashboardType): SQL {
  const filter = DASHBOARD_FILTERS[type];
  return and(
    opportunityCopyInScope(scope, { domainId: facts.domainId, ownerId: facts.ownerId, accountAgentId: facts.accountAgentId }),
    eq(facts.clientTypeId, filter.clientTypeId),
    'is' in filter.opportunityKind ? eq(facts.kind, filter.opportunityKind.is) : ne(facts.kind, filter.opportunityKind.isNot),
  ) as SQL;
}

/** The per-opportunity counts the termsheet, payment and approval tiles add up (their statuses are migration 0043's). */
const SUMMED: Partial<Record<TileKey, { facts: SQL; brand: SQL }>> = {
  'pending-termsheet': { facts: sql`${facts.pendingTermsheets}`, brand: sql`${brandCounts.pendingTermsheets}` },
  'payment-approved': { facts: sql`${facts.paymentsApproved}`, brand: sql`${brandCounts.paymentsApproved}` },
  'payment-rejected': { facts: sql`${facts.paymentsRejected}`, brand: sql`${brandCounts.paymentsRejected}` },
  'payment-pending': { facts: sql`${facts.paymentsPending}`, brand: sql`${brandCounts.paymentsPending}` },
  'discount-approvals': { facts: sql`${facts.discountApprovals}`, brand: sql`${brandCounts.discountApprovals}` },
};

/** When a tile's count is read: now (follow-up) and the Kolkata days the renewal tile counts. */
export type TileClock = { now: Date; renewalDays: readonly string[] };

/** The condition of an opportunity tile on dashboard_tile_facts, the same definition as tileConditions. */
function factsTileCondition(tile: TileDefinition, clock: TileClock): SQL {
  if (tile.entity !== 'opportunity') throw new Error(`dashboard_tile_facts does not count the ${tile.key} tile by rows`);
  const parts: (SQL | undefined)[] = [];
  if (tile.statusIds) parts.push(inArray(facts.statusId, [...tile.statusIds]));
  if (tile.campaigns) parts.push(inArray(facts.campaign, [...tile.campaigns]));
  if (tile.key === 'followup') parts.push(sql`(${facts.lastActivityAt} is null or ${facts.lastActivityAt} <= ${followupSince(clock.now)}::timestamptz)`);
  if (tile.key === 'renewal') parts.push(sql`${facts.renewalDueDays} && ${`{${clock.renewalDays.join(',')}}`}::date[]`);
  if (tile.key === 'housing-product') parts.push(sql`${facts.housingPending}`);
  return (and(...parts) ?? sql`true`) as SQL;
}

/**
 * Every recorded tile's count on a dashboard in one statement over the rows of dashboard_tile_facts in scope (a
 * team's rows through the owner and account-agent indexes): opportunity tiles count the rows matching their
 * definition, read here so the time-dependent tiles use `now`; the others add up the per-opportunity counts.
 */
export async function countTilesFromFacts(tx: Db | Tx, tiles: readonly TileDefinition[], where: SQL, clock: TileClock): Promise<Map<TileKey, number>> {
  if (tiles.length === 0) return new Map();
  const columns = sql.join(
    tiles.map((tile, i) => {
      const summed = SUMMED[tile.key];
      const value = summed ? sql`coalesce(sum(${summed.facts}), 0)` : sql`count(*) filter (where ${factsTileCondition(tile, clock)})`;
      return sql`(${value})::int as ${sql.raw(`"t${i}"`)}`;
    }),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, number | string | null>>(tx, sql`select ${columns} from ${facts} where ${where}`);
  return new Map(tiles.map((tile, i) => [tile.key, Number(row?.[`t${i}`] ?? 0)]));
}

/**
 * The same counts for a whole brand (managers), without reading its rows: time-independent tiles add up the few
 * rows of dashboard_brand_counts (status, campaign and products from the tile's definition, as above); follow-up is
 * the open rows counted there less those with a comment after the threshold (dashboard_tile_facts_activity_idx,
 * a range of recent rows, index-only); renewal counts the opportunities due on one of the days
 * (dashboard_renewal_days_brand_idx, a range of days, index-only).
 */
export async function countBrandTiles(tx: Db | Tx, tiles: readonly TileDefinition[], domainId: number, type: DashboardType, clock: TileClock): Promise<Map<TileKey, number>> {
  if (tiles.length === 0) return new Map();
  const filter = DASHBOARD_FILTERS[type];
  const kindOf = (kind: SQL | Column) =>
    'is' in filter.opportunityKind ? sql`${kind} = ${filter.opportunityKind.is}` : sql`${kind} <> ${filter.opportunityKind.isNot}`;
  const brandRows = and(eq(brandCounts.domainId, domainId), eq(brandCounts.clientTypeId, filter.clientTypeId), kindOf(brandCounts.kind)) as SQL;
  const factRows = and(eq(facts.domainId, domainId), eq(facts.clientTypeId, filter.clientTypeId), kindOf(facts.kind)) as SQL;
  const columns = sql.join(
    tiles.map((tile, i) => {
      const summed = SUMMED[tile.key];
      let value: SQL;
      if (summed) value = sql`(select coalesce(sum(${summed.brand}), 0) from ${brandCounts} where ${brandRows})`;
      else if (tile.key === 'renewal') {
        const days = clock.renewalDays;
        value = sql`(select count(distinct ${renewalDays.opportunityId}) from ${renewalDays}
          where ${eq(renewalDays.domainId, domainId)} and ${eq(renewalDays.clientTypeId, filter.clientTypeId)} and ${kindOf(renewalDays.kind)}
            and ${renewalDays.dueDay} between ${days[0]}::date and ${days[days.length - 1]}::date
            and ${inArray(renewalDays.statusId, [...(tile.statusIds ?? [])])})`;
      }
      else {
        const parts: (SQL | undefined)[] = [brandRows];
        if (tile.statusIds) parts.push(inArray(brandCounts.statusId, [...tile.statusIds]));
        if (tile.campaigns) parts.push(inArray(brandCounts.campaign, [...tile.campaigns]));
        const counted = tile.key === 'housing-product' ? sql`${brandCounts.housingPending}` : sql`${brandCounts.n}`;
        value = sql`(select coalesce(sum(${counted}), 0) from ${brandCounts} where ${and(...parts)})`;
        if (tile.key === 'followup') {
          value = sql`${value} - (select count(*) from ${facts} where ${factRows} and ${inArray(facts.statusId, [...(tile.statusIds ?? [])])}
            and ${facts.lastActivityAt} > ${followupSince(clock.now)}::timestamptz)`;
        }
      }
      return sql`(${value})::int as ${sql.raw(`"t${i}"`)}`;
    }),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, number | string | null>>(tx, sql`select ${columns}`);
  return new Map(tiles.map((tile, i) => [tile.key, Number(row?.[`t${i}`] ?? 0)]));
}

export type TileRecord = {
  id: number;
  opportunityId: number;
  opportunityKind: string;
  opportunityName: string;
  accountId: number;
  accountName: string;
  agentName: string | null;
  statusId: number | null;
  status: string | null;
  amount: string | null;
  createdAt: string;
};

const AMOUNT: Record<TileEntity, SQL> = {
  opportunity: sql`${opportunityDealValue(opportunities.id)}`,
  payment: sql`${payments.amount}::text`,
  termsheet: sql`null`,
  approval: sql`null`,
};

export async function tileRows(tx: Db | Tx, tile: TileDefinition, where: SQL, offset: number, limit: number): Promise<TileRecord[]> {
  const table = ENTITY_TABLE[tile.entity];
  const order = tile.sort === 'createdAt' ? sql`${table.createdAt} desc, ${table.id} desc` : sql`${table.id} desc`;
  const rows = await queryRows<TileRecord>(
    tx,
    sql`select ${table.id} as "id", ${opportunities.id} as "opportunityId", ${opportunities.kind} as "opportunityKind", ${opportunities.name} as "opportunityName",
      ${accounts.id} as "accountId", ${accounts.name} as "accountName",
      case when users.id is null then null else ${userDisplayName()} end as "agentName",
      ${'statusId' in table ? table.statusId : sql`null`} as "statusId",
      ${tile.entity === 'approval' ? approvals.status : sql`null`} as "status",
      ${AMOUNT[tile.entity]} as "amount", ${table.createdAt} as "createdAt"
    from ${FROM[tile.entity]} where ${where} order by ${order} limit ${limit} offset ${offset}`,
  );
  return rows;
}

/** The day (Asia/Kolkata) a Closed opportunity closed: the day it entered Closed (domain/opportunities/closed-date.ts, issue 49). */
const closedDay = closedDaySql();
/** Closed opportunities whose closed day is from `from` to `to` (Kolkata days). */
const closedOnDays = (from: string, to: string) => closedBetweenSql(istStartOfDay(from as IsoDate), istEndOfDay(to as IsoDate));

/** Closed opportunities of the dashboard whose closed day is in the range: per agent, value and distinct accounts. */
export async function closedByAgent(tx: Db | Tx, where: SQL, from: string, to: string) {
  const rows = await queryRows<{ agentId: number; agentName: string; closedValue: string; accountsClosed: number | string }>(
    tx,
    sql`select closed.owner_id as "agentId", closed.agent_name as "agentName",
        sum(closed.deal_value)::numeric(14,2)::text as "closedValue", count(distinct closed.account_id)::int as "accountsClosed"
      from (select opportunities.owner_id, ${userDisplayName()} as agent_name, opportunities.account_id,
          ${opportunityDealValue(opportunities.id)}::numeric as deal_value, ${closedDay} as closed_day
        from ${FROM.opportunity}
        where ${where} and ${closedOnDays(from, to)} and opportunities.owner_id is not null) closed
      group by closed.owner_id, closed.agent_name
      order by sum(closed.deal_value) desc, closed.owner_id`,
  );
  return rows.map((r) => ({ agentId: Number(r.agentId), agentName: r.agentName, closedValue: Number(r.closedValue), accountsClosed: Number(r.accountsClosed) }));
}

/** Closed value per closed day in the range. */
export async function closedValueByDay(tx: Db | Tx, where: SQL, from: string, to: string) {
  const rows = await queryRows<{ day: string; value: string }>(
    tx,
    sql`select closed.closed_day::text as "day", sum(closed.deal_value)::numeric(14,2)::text as "value"
      from (select ${opportunityDealValue(opportunities.id)}::numeric as deal_value, ${closedDay} as closed_day
        from ${FROM.opportunity} where ${where} and ${closedOnDays(from, to)}) closed
      group by closed.closed_day`,
  );
  return rows.map((r) => ({ day: r.day, value: Number(r.value) }));
}

/** Collections per payment day in the range: the ledger's collected in a period (collected-in-period.sql.ts). */
export async function collectionsByDay(tx: Db | Tx, where: SQL, from: string, to: string) {
  const day = paymentDay();
  const rows = await queryRows<{ day: string; value: string }>(
    tx,
    sql`select ${day}::text as "day", sum(${paymentCollected()})::numeric(14,2)::text as "value"
      from ${FROM.payment}
      where ${where} and ${collectedInPeriod(from, to)}
      group by ${day}`,
  );
  return rows.map((r) => ({ day: r.day, value: Number(r.value) }));
}

/**
 * Payment-link payments (mode 10) recorded in the range: all, paid (approved, or refunded since: the Payment Approved
 * tile's statuses, as the link was paid) and pending (pending group).
 */
export async function paymentLinkFigures(tx: Db | Tx, where: SQL, start: Date, end: Date) {
  const approved = sql.raw(APPROVED_TILE_STATUS_IDS.join(','));
  const pending = sql.raw(PAYMENT_STATUS_GROUPS.pending.join(','));
  const [row] = await queryRows<Record<string, string | number>>(
    tx,
    sql`select count(*)::int as "sentCount", coalesce(sum(payments.amount), 0)::numeric(14,2)::text as "sentAmount",
        count(*) filter (where payments.status_id in (${approved}))::int as "paidCount",
        coalesce(sum(payments.amount) filter (where payments.status_id in (${approved})), 0)::numeric(14,2)::text as "paidAmount",
        count(*) filter (where payments.status_id in (${pending}))::int as "pendingCount",
        coalesce(sum(payments.amount) filter (where payments.status_id in (${pending})), 0)::numeric(14,2)::text as "pendingAmount"
      from ${FROM.payment}
      where ${where} and payments.mode_of_payment_id = ${V2_MODE_OF_PAYMENT_ID}
        and payments.created_at between ${start.toISOString()}::timestamptz and ${end.toISOString()}::timestamptz`,
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    sent: { count: n('sentCount'), amount: n('sentAmount') },
    paid: { count: n('paidCount'), amount: n('paidAmount') },
    pending: { count: n('pendingCount'), amount: n('pendingAmount') },
  };
}

/**
 * The user's follow-ups (domain/dashboards/actions.ts): open-bucket opportunities of the user's own book with the
 * instant of the last comment logged on each (null when none), oldest due first; at most `limit`.
 */
export async function followUpRows(tx: Db | Tx, ownBook: SQL, limit: number) {
  const rows = await queryRows<{ opportunityId: number; opportunityKind: string; opportunityName: string; accountId: number; accountName: string; statusId: number; createdAt: string; lastActivityAt: string | null }>(
    tx,
    sql`select * from (select ${opportunities.id} as "opportunityId", ${opportunities.kind} as "opportunityKind", ${opportunities.name} as "opportunityName", ${accounts.id} as "accountId",
        ${accounts.name} as "accountName", ${opportunities.statusId} as "statusId", ${opportunities.createdAt} as "createdAt",
        (select max(fu.happened_at) from comments fu where fu.entity_type_id = ${sql.raw(String(ENTITY_TYPES.OPPORTUNITY))}
          and fu.entity_id = ${opportunities.id}) as "lastActivityAt"
      from opportunities join accounts on accounts.id = opportunities.account_id
      where ${ownBook} and ${inArray(opportunities.statusId, [...STAGE_BUCKETS.open])}) own
      order by coalesce(own."lastActivityAt" + interval '${sql.raw(String(FOLLOWUP_AFTER_DAYS))} days', own."createdAt"), own."opportunityId"
      limit ${limit}`,
  );
  return rows.map((r) => ({
    ...r,
    opportunityId: Number(r.opportunityId),
    accountId: Number(r.accountId),
    statusId: Number(r.statusId),
    createdAt: new Date(r.createdAt),
    lastActivityAt: r.lastActivityAt === null ? null : new Date(r.lastActivityAt),
  }));
}
