import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedName, type Tx } from '../../db/client';
import { accounts, cities, users } from '../../db/schema/index';
import { opportunityCollectedAmount, opportunityDealValue } from '../../shared/sql/deal-value.sql';
import { fullName } from '../../shared/sql/user-names.sql';

const agent = alias(users, 'agent');


/** One account with its city and agent names (primary-key lookups only). */
export async function findAccountDetails(tx: Tx, accountId: number) {
  const [row] = await tx
    .select({ account: accounts, cityName: cities.name, agentName: fullName(agent) })
    .from(accounts)
    .leftJoin(cities, eq(cities.id, accounts.cityId))
    .leftJoin(agent, eq(agent.id, accounts.agentId))
    .where(eq(accounts.id, accountId));
  return row;
}

/** An opportunity row of the account page as the database answers it (money as text, times as JSON text). */
export type AccountPageOpportunityRow = {
  id: number;
  name: string;
  typeId: number;
  kind: string;
  accountId: number;
  statusId: number;
  ownerId: number | null;
  ownerName: string | null;
  dealValue: string;
  collectedAmount: string;
  parentOpportunityId: number | null;
  renewalDueOn: string | null;
  rowClass: string | null;
  createdAt: string;
  updatedAt: string;
};

function accountPageQuery(tx: Tx) {
  const dealValue = opportunityDealValue(sql`o.id`);
  const collectedAmount = opportunityCollectedAmount(sql`o.id`);
  return tx
    .select({
      account: accounts,
      cityName: cities.name,
      agentName: fullName(agent),
      opportunities: sql<AccountPageOpportunityRow[]>`(select coalesce(json_agg(json_build_object(
          'id', o.id, 'name', o.name, 'typeId', o.type_id, 'kind', o.kind, 'accountId', o.account_id,
          'statusId', o.status_id, 'ownerId', o.owner_id,
          'ownerName', nullif(trim(ow.first_name || ' ' || ow.last_name), ''),
          'dealValue', ${dealValue}, 'collectedAmount', ${collectedAmount},
          'parentOpportunityId', o.parent_opportunity_id, 'renewalDueOn', o.renewal_due_on, 'rowClass', o.row_class,
          'createdAt', o.created_at, 'updatedAt', o.updated_at) order by o.id desc), '[]'::json)
        from opportunities o left join users ow on ow.id = o.owner_id
        where o.account_id = ${accounts.id})`,
    })
    .from(accounts)
    .leftJoin(cities, eq(cities.id, accounts.cityId))
    .leftJoin(agent, eq(agent.id, accounts.agentId))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare(preparedName('account_page'));
}

/**
 * One prepared statement per database handle: on PostgreSQL each pooled connection parses and plans the page
 * once and then only executes it (the page is benchmarked; planning this statement cost more than running it).
 */
const preparedPages = new WeakMap<Tx, ReturnType<typeof accountPageQuery>>();

/**
 * The account page in one statement (the page is benchmarked: one round trip): the account with its city and
 * agent names, and its opportunities (opportunities_account_idx) with deal value and collected amount as JSON.
 */
export async function findAccountPage(tx: Tx, accountId: number) {
  let prepared = preparedPages.get(tx);
  if (!prepared) {
    prepared = accountPageQuery(tx);
    preparedPages.set(tx, prepared);
  }
  const [row] = await prepared.execute({ accountId });
  return row;
}
