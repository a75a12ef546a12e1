// The renewal dashboard's one query: sold packages in scope falling due in a window, with the purchase that renews
// each (domain/renewals/renewal-rule.ts: same account and family, another opportunity, after it and at most 30 days
// after its end).
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { addDays, istStartOfDay, type IsoDate } from '../../../domain/format/ist-calendar';
import { OPPORTUNITY_STATUSES } from '../../../domain/opportunities/statuses';
import { RENEWAL_GRACE_DAYS, type RenewalFilter, type RenewalRecord, type RenewalState } from '../../../domain/renewals/renewal-rule';
import { queryRows, type Db, type Tx } from '../../db/client';
import { accounts, opportunities, opportunityPackageMappings, packageFamilies, packages, soldPackageRenewals, users } from '../../db/schema/index';
import { opportunityCopyInScope, opportunityInScope, type Scope } from '../../scope/scope';
import { joinedUserName } from '../../shared/sql/user-names.sql';

/** When a sold package's validity ends: `validityEndOf` in SQL. */
export const validTillSql = sql<Date>`(${opportunityPackageMappings.createdAt} + ${opportunityPackageMappings.validityDays} * interval '1 day')`;

/** The opportunity that renews the mapping (`isRenewedBy` in SQL), or null. */
export const renewedBySql = sql<number | null>`(select renew_opm.opportunity_id
  from opportunity_package_mappings renew_opm
  join opportunities renew_o on renew_o.id = renew_opm.opportunity_id
  join packages renew_p on renew_p.id = renew_opm.package_id
  where renew_o.account_id = ${opportunities.accountId}
    and renew_o.status_id = ${sql.raw(String(OPPORTUNITY_STATUSES.CLOSED))}
    and renew_p.family_id = ${packages.familyId}
    and renew_opm.id <> ${opportunityPackageMappings.id}
    and renew_opm.opportunity_id <> ${opportunityPackageMappings.opportunityId}
    and renew_opm.created_at > ${opportunityPackageMappings.createdAt}
    and renew_opm.created_at <= ${validTillSql} + interval '${sql.raw(String(RENEWAL_GRACE_DAYS))} days'
  order by renew_opm.created_at, renew_opm.id limit 1)`;

/**
 * Condition on `opportunities`: one of its packages renews an earlier sold package (isRenewedBy with this
 * opportunity's package as the candidate: same account and family, another opportunity, added after the sold one
 * and at most 30 days after its end). The opportunity tables' renewal tag.
 */
export const renewsEarlierSaleSql = sql<boolean>`exists (select 1 from opportunity_package_mappings cand_opm
  join packages cand_p on cand_p.id = cand_opm.package_id
  join opportunities sold_o on sold_o.account_id = ${opportunities.accountId} and sold_o.id <> ${opportunities.id}
    and sold_o.status_id = ${sql.raw(String(OPPORTUNITY_STATUSES.CLOSED))}
  join opportunity_package_mappings sold_opm on sold_opm.opportunity_id = sold_o.id
  join packages sold_p on sold_p.id = sold_opm.package_id and sold_p.family_id = cand_p.family_id
  where cand_opm.opportunity_id = ${opportunities.id}
    and cand_opm.created_at > sold_opm.created_at
    and cand_opm.created_at <= sold_opm.created_at + sold_opm.validity_days * interval '1 day' + interval '${sql.raw(String(RENEWAL_GRACE_DAYS))} days')`;

/**
 * Sold packages (mappings on Closed opportunities) in scope whose validity ends between the two days (Kolkata): from
 * the start of `from` to before the start of the day after `to` (half open, so consecutive day ranges split the rows
 * exactly; validity ends carry microseconds).
 */
export function soldPackageConditions(scope: Scope, filter: Pick<RenewalFilter, 'profileType' | 'sellerType'>, from: IsoDate, to: IsoDate): SQL {
  return and(
    opportunityInScope(scope),
    eq(opportunities.statusId, OPPORTUNITY_STATUSES.CLOSED),
    sql`${validTillSql} >= ${istStartOfDay(from).toISOString()}::timestamptz`,
    sql`${validTillSql} < ${istStartOfDay(addDays(to, 1)).toISOString()}::timestamptz`,
    filter.profileType === undefined ? undefined : eq(accounts.clientTypeId, filter.profileType),
    filter.sellerType === undefined ? undefined : or(eq(packages.agentType, filter.sellerType), eq(packages.agentType, 'Both')),
  ) as SQL;
}

export async function soldPackages(tx: Db | Tx, where: SQL): Promise<RenewalRecord[]> {
  const rows = await tx
    .select({
      mappingId: opportunityPackageMappings.id,
      opportunityId: opportunities.id,
      accountId: accounts.id,
      accountName: accounts.name,
      clientTypeId: accounts.clientTypeId,
      agentId: opportunities.ownerId,
      agentName: joinedUserName(),
      packageName: packages.name,
      familyName: packageFamilies.name,
      sellerType: packages.agentType,
      value: sql<string>`((${opportunityPackageMappings.salesPrice} - ${opportunityPackageMappings.discount}) * ${opportunityPackageMappings.quantity})::numeric(14,2)::text`,
      validTill: sql<string>`${validTillSql}`,
      renewedByOpportunityId: renewedBySql,
    })
    .from(opportunityPackageMappings)
    .innerJoin(opportunities, eq(opportunities.id, opportunityPackageMappings.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .innerJoin(packages, eq(packages.id, opportunityPackageMappings.packageId))
    .leftJoin(packageFamilies, eq(packageFamilies.id, packages.familyId))
    .leftJoin(users, eq(users.id, opportunities.ownerId))
    .where(where);
  return rows.map((r) => ({
    ...r,
    value: Number(r.value),
    validTill: new Date(r.validTill),
    renewedByOpportunityId: r.renewedByOpportunityId === null ? null : Number(r.renewedByOpportunityId),
  }));
}

/**
 * Condition on `opportunities`: it has a sold package falling due on a day (Asia/Kolkata) from `from` to `to` that is
 * not renewed (the dashboards' renewal tile; dashboard_tile_facts keeps the same due days, migration 0043).
 */
export function renewalDueOnDays(from: IsoDate, to: IsoDate): SQL {
  return sql`exists (select 1 from ${opportunityPackageMappings}
    join ${packages} on ${packages.id} = ${opportunityPackageMappings.packageId}
    where ${opportunityPackageMappings.opportunityId} = ${opportunities.id}
      and (${validTillSql} at time zone 'Asia/Kolkata')::date between ${from}::date and ${to}::date
      and ${renewedBySql} is null)`;
}

/** Sold packages counted together: same due day (Kolkata) and renewed or not. */
export type SoldPackageGroup = { dueDay: IsoDate; renewed: boolean; count: number; value: number };

/**
 * Condition on sold_package_renewals (the sold packages kept with their renewal, migration 0065): the rows
 * soldPackageConditions selects from the tables, i.e. in scope (the opportunity's brand, and its owner or the
 * account's agent in the team), due from `from` to `to` (Kolkata days), of the profile and seller type.
 */
export function soldPackageRenewalConditions(scope: Scope, filter: Pick<RenewalFilter, 'profileType' | 'sellerType'>, from: IsoDate, to: IsoDate): SQL {
  const t = soldPackageRenewals;
  return and(
    opportunityCopyInScope(scope, { domainId: t.domainId, ownerId: t.ownerId, accountAgentId: t.accountAgentId }),
    sql`${t.dueDay} between ${from}::date and ${to}::date`,
    filter.profileType === undefined ? undefined : eq(t.clientTypeId, filter.profileType),
    filter.sellerType === undefined ? undefined : or(eq(t.agentType, filter.sellerType), eq(t.agentType, 'Both')),
  ) as SQL;
}

/**
 * The kept sold packages the condition selects, read with the names the details show (account, agent, package,
 * family): the rows soldPackages reads from the tables with renewedBySql, without pairing each with its renewal.
 * validTill is the start of the due day (Kolkata): the rule classifies by the day.
 */
export async function keptSoldPackages(tx: Db | Tx, where: SQL): Promise<RenewalRecord[]> {
  const t = soldPackageRenewals;
  const rows = await tx
    .select({
      mappingId: t.mappingId,
      opportunityId: t.opportunityId,
      accountId: t.accountId,
      accountName: accounts.name,
      clientTypeId: accounts.clientTypeId,
      agentId: t.ownerId,
      agentName: joinedUserName(),
      packageName: packages.name,
      familyName: packageFamilies.name,
      sellerType: packages.agentType,
      value: sql<string>`${t.value}::text`,
      dueDay: sql<string>`${t.dueDay}::text`,
      renewedByOpportunityId: t.renewedByOpportunityId,
    })
    .from(t)
    .innerJoin(opportunityPackageMappings, eq(opportunityPackageMappings.id, t.mappingId))
    .innerJoin(accounts, eq(accounts.id, t.accountId))
    .innerJoin(packages, eq(packages.id, opportunityPackageMappings.packageId))
    .leftJoin(packageFamilies, eq(packageFamilies.id, packages.familyId))
    .leftJoin(users, eq(users.id, t.ownerId))
    .where(where);
  return rows.map(({ dueDay, ...r }) => ({ ...r, value: Number(r.value), validTill: istStartOfDay(dueDay as IsoDate) }));
}

/**
 * The kept sold packages the condition selects grouped by due day and renewed; the service classifies each group
 * with the domain's rule. (Issue 49: read from the table kept with each package's renewal instead of pairing every
 * sold package of the brand with its renewal on each call: 4.5 s p50 at the large seed, 10 in flight.)
 */
export async function soldPackageGroups(tx: Db | Tx, where: SQL): Promise<SoldPackageGroup[]> {
  const t = soldPackageRenewals;
  const rows = await queryRows<{ due_day: string; renewed: boolean | string; n: number | string; value: string }>(
    tx,
    sql`select due_day::text as due_day, renewed, n, value::text as value from (
      select ${t.dueDay} as due_day, ${t.renewedByOpportunityId} is not null as renewed, count(*) as n, sum(${t.value}) as value
      from ${t} where ${where} group by 1, 2) days`,
  );
  return rows.map((r) => ({ dueDay: r.due_day as IsoDate, renewed: isTrue(r.renewed), count: Number(r.n), value: Number(r.value) }));
}

/** A (due day, renewed) pair the filter keeps, with the state the domain's rule gives it. */
export type KeptRenewalClass = { dueDay: IsoDate; renewed: boolean; state: RenewalState };
export type SoldPackageAgentGroup = { agentId: number | null; agentName: string | null; state: RenewalState; count: number; value: number };

/**
 * The kept sold packages per agent (the opportunity's owner) and state: each package takes the state of its
 * (due day, renewed) pair in `kept` (classified by the service with the domain's rule); pairs not in `kept` are not
 * counted. A few rows per agent instead of one per agent and due day (agent-wise renewals: 79,000 groups for the
 * whole brand at the large seed, most of the call's time in JavaScript).
 */
export async function soldPackageAgentGroups(tx: Db | Tx, where: SQL, kept: readonly KeptRenewalClass[]): Promise<SoldPackageAgentGroup[]> {
  const t = soldPackageRenewals;
  const rows = await queryRows<{ agent_id: number | null; agent_name: string | null; state: RenewalState; n: number | string; value: string }>(
    tx,
    sql`with kept as (select * from json_to_recordset(${JSON.stringify(kept)}::json) as k("dueDay" date, renewed boolean, state text)),
    grouped as (
      select ${t.ownerId} as agent_id, k.state, count(*) as n, sum(${t.value})::text as value
      from ${t} join kept k on k."dueDay" = ${t.dueDay} and k.renewed = (${t.renewedByOpportunityId} is not null)
      where ${where}
      group by 1, 2
    )
    select g.agent_id, ${joinedUserName()} as agent_name, g.state, g.n, g.value
    from grouped g left join ${users} on ${users.id} = g.agent_id`,
  );
  return rows.map((r) => ({ agentId: r.agent_id === null ? null : Number(r.agent_id), agentName: r.agent_name, state: r.state, count: Number(r.n), value: Number(r.value) }));
}

function isTrue(value: boolean | string): boolean {
  return value === true || value === 'true' || value === 't';
}
