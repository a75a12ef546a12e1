import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { incentiveCycles, incentiveEvents, incentiveRules, incentiveSlabs, opportunities, userIncentives, userTargets, users } from '../../db/schema/index';
import type { Achievement } from '../../../domain/incentives/compute';
import { istEndOfDay, istStartOfDay } from '../../../domain/format/ist-calendar';
import { closedBetweenSql } from '../../shared/sql/closed-date.sql';
import { collectedInPeriod, paymentCollected } from '../../shared/sql/collected-in-period.sql';
import { userDisplayName } from '../../shared/sql/user-names.sql';

type Q = Db | Tx;

const idList = (ids: readonly number[]): SQL => sql.join(ids.map((id) => sql`${id}::int`), sql`, `);

/**
 * The achievement of a set of owners in a cycle, in SQL (the server's computation; achievementOf in the domain is
 * the in-memory reference a property test compares it with): what the payments on opportunities the owners own
 * collected in the cycle (the ledger's collected in a period, collected-in-period.sql.ts), and distinct accounts with
 * an opportunity of theirs Closed (2) whose closed date (its move into Closed, closed-date.sql.ts) is in the cycle.
 */
export async function achievementInSql(q: Q, owners: readonly number[], startDate: string, endDate: string): Promise<Achievement> {
  return achievementOfFacts(new Set(owners), await cycleFactsInSql(q, startDate, endDate, owners));
}

/** What a cycle's achievements are made of, by owner: its approved payments and the accounts closed in it. */
export type CycleFacts = {
  paymentsByOwner: Map<number, { paymentId: number; opportunityId: number; paise: number }[]>;
  closedByOwner: Map<number, number[]>;
};

const pushTo = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * The cycle's facts in two statements, for every owner (or only `owners`): computing a whole cycle reads them once
 * and sums per user in memory, instead of two statements per user. The payments collected in the cycle (the ledger),
 * and the deals whose closed date is in it.
 */
export async function cycleFactsInSql(q: Q, startDate: string, endDate: string, owners?: readonly number[]): Promise<CycleFacts> {
  const facts: CycleFacts = { paymentsByOwner: new Map(), closedByOwner: new Map() };
  if (owners && owners.length === 0) return facts;
  const ownerFilter = owners ? sql`and o.owner_id in (${idList(owners)})` : sql``;
  const paid = await queryRows<{ payment_id: number; opportunity_id: number; owner_id: number; paise: string }>(
    q,
    sql`
      select p.id as payment_id, o.id as opportunity_id, o.owner_id,
        ((${paymentCollected('p')} * 100)::bigint)::text as paise
      from payments p
      join milestones m on m.id = p.milestone_id
      join termsheets t on t.id = m.termsheet_id
      join opportunities o on o.id = t.opportunity_id
      where ${collectedInPeriod(startDate, endDate, 'p')}
        and o.owner_id is not null ${ownerFilter}`,
  );
  for (const r of paid) {
    const ownerId = Number(r.owner_id);
    pushTo(facts.paymentsByOwner, ownerId, { paymentId: Number(r.payment_id), opportunityId: Number(r.opportunity_id), paise: Number(r.paise) });
  }
  // Accounts closed: deals Closed whose closed date (their move into Closed, fixed from then on; issue 49,
  // closed-date.sql.ts) is in the cycle, Asia/Kolkata days. A later instalment no longer moves a deal out of its month.
  const closed = await queryRows<{ owner_id: number; account_id: number }>(
    q,
    sql`select ${opportunities.ownerId} as owner_id, ${opportunities.accountId} as account_id from ${opportunities}
      where ${closedBetweenSql(istStartOfDay(startDate), istEndOfDay(endDate))}
        and ${opportunities.ownerId} is not null ${owners ? sql`and ${opportunities.ownerId} in (${idList(owners)})` : sql``}`,
  );
  for (const r of closed) pushTo(facts.closedByOwner, Number(r.owner_id), Number(r.account_id));
  return facts;
}

/** The achievement of a set of owners from the cycle's facts (ids ascending, accounts counted once). */
export function achievementOfFacts(owners: ReadonlySet<number>, facts: CycleFacts): Achievement {
  let achievementPaise = 0;
  const paymentIds: number[] = [];
  const opportunityIds = new Set<number>();
  const accounts = new Set<number>();
  for (const owner of owners) {
    for (const p of facts.paymentsByOwner.get(owner) ?? []) {
      achievementPaise += p.paise;
      paymentIds.push(p.paymentId);
      opportunityIds.add(p.opportunityId);
    }
    for (const a of facts.closedByOwner.get(owner) ?? []) accounts.add(a);
  }
  return {
    achievementPaise,
    accountsClosed: accounts.size,
    paymentIds: paymentIds.sort((a, b) => a - b),
    opportunityIds: [...opportunityIds].sort((a, b) => a - b),
  };
}

/** Everyone under a user through parentId (not the user). */
export async function reportsOf(q: Q, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    q,
    sql`with recursive team(id) as (
          select id from users where parent_id = ${userId}::int and id <> ${userId}::int
          union
          select u.id from users u join team t on u.parent_id = t.id
        )
        select id from team`,
  );
  return rows.map((r) => Number(r.id)).filter((id) => id !== userId);
}

export async function allUserIdsOfDomain(q: Q, domainId: number): Promise<number[]> {
  const rows = await q.select({ id: users.id }).from(users).where(and(eq(users.domainId, domainId), eq(users.status, 1)));
  return rows.map((r) => r.id);
}

export async function usersByIds(q: Q, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return q
    .select({ id: users.id, name: userDisplayName(), designationId: users.designationId, departmentId: users.departmentId, domainId: users.domainId })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.firstName), asc(users.id));
}

export async function rolesOf(q: Q, userIds: readonly number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (userIds.length === 0) return map;
  const rows = await queryRows<{ user_id: number; name: string }>(
    q,
    sql`select ur.user_id, r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id in (${idList(userIds)})`,
  );
  for (const r of rows) map.set(Number(r.user_id), [...(map.get(Number(r.user_id)) ?? []), r.name]);
  return map;
}

export const rules = (q: Q) => q.select().from(incentiveRules).orderBy(desc(incentiveRules.effectiveDate), desc(incentiveRules.id));
export const slabs = (q: Q) => q.select().from(incentiveSlabs).orderBy(desc(incentiveSlabs.effectiveDate), asc(incentiveSlabs.targetMinPercentage), asc(incentiveSlabs.id));
export const slabById = async (q: Q, id: number) => (await q.select().from(incentiveSlabs).where(eq(incentiveSlabs.id, id)))[0];

export async function ensureCycle(q: Q, frequency: string, year: number, firstMonth: number): Promise<number> {
  await q.insert(incentiveCycles).values({ frequency, year, firstMonth }).onConflictDoNothing();
  const [row] = await q
    .select({ id: incentiveCycles.id })
    .from(incentiveCycles)
    .where(and(eq(incentiveCycles.frequency, frequency), eq(incentiveCycles.year, year), eq(incentiveCycles.firstMonth, firstMonth)));
  return row!.id;
}
export const cycleById = async (q: Q, id: number) => (await q.select().from(incentiveCycles).where(eq(incentiveCycles.id, id)))[0];

export const targetsOfCycle = (q: Q, cycleId: number) => q.select().from(userTargets).where(eq(userTargets.cycleId, cycleId));
export const targetById = async (q: Q, id: number) => (await q.select().from(userTargets).where(eq(userTargets.id, id)).for('update'))[0];
export const targetOf = async (q: Q, userId: number, cycleId: number) =>
  (await q.select().from(userTargets).where(and(eq(userTargets.userId, userId), eq(userTargets.cycleId, cycleId))).for('update'))[0];

export const incentivesOfCycle = (q: Q, cycleId: number) =>
  q
    .select({ row: userIncentives, userName: userDisplayName() })
    .from(userIncentives)
    .innerJoin(users, eq(users.id, userIncentives.userId))
    .where(eq(userIncentives.cycleId, cycleId))
    .orderBy(asc(users.firstName), asc(userIncentives.id));

export async function incentiveById(q: Q, id: number, lock = false) {
  const query = q.select({ row: userIncentives, userName: userDisplayName() }).from(userIncentives).innerJoin(users, eq(users.id, userIncentives.userId)).where(eq(userIncentives.id, id));
  return (await (lock ? query.for('update', { of: userIncentives }) : query))[0];
}

export async function eventsOf(q: Q, userIncentiveId: number) {
  return q
    .select({ action: incentiveEvents.action, byUserId: incentiveEvents.byUserId, byName: userDisplayName(), at: incentiveEvents.at, remark: incentiveEvents.remark })
    .from(incentiveEvents)
    .innerJoin(users, eq(users.id, incentiveEvents.byUserId))
    .where(eq(incentiveEvents.userIncentiveId, userIncentiveId))
    .orderBy(asc(incentiveEvents.at), asc(incentiveEvents.id));
}

export async function audit(q: Q, userIncentiveId: number, action: string, byUserId: number, at: Date, remark: string | null) {
  await q.insert(incentiveEvents).values({ userIncentiveId, action, byUserId, at, remark });
}

/** One audit event per incentive, written in batches. */
export async function auditMany(q: Q, events: { userIncentiveId: number; action: string }[], byUserId: number, at: Date) {
  for (let i = 0; i < events.length; i += 1000) {
    await q.insert(incentiveEvents).values(events.slice(i, i + 1000).map((e) => ({ ...e, byUserId, at, remark: null })));
  }
}

/** Every user with their manager (parentId), for teams computed in memory (teamOf). */
export const everyoneWithParents = (q: Q) => q.select({ id: users.id, parentId: users.parentId }).from(users);
