import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { incentiveCycles, incentiveEvents, incentiveRules, incentiveSlabs, userIncentives, userTargets, users } from '../../db/schema/index';
import { APPROVED_PAYMENT_STATUS_ID, CLOSED_OPPORTUNITY_STATUS_ID, type Achievement } from '../../../domain/incentives/compute';
import { userDisplayName } from '../../shared/user-names.sql';

type Q = Db | Tx;

/** The day a payment counts on: its payment date, else the day it was recorded (Asia/Kolkata), as the reports read it. */
const PAYMENT_DAY = sql.raw(`coalesce(p.payment_date, (p.created_at at time zone 'Asia/Kolkata')::date)`);

const idList = (ids: readonly number[]): SQL => sql.join(ids.map((id) => sql`${id}::int`), sql`, `);

/**
 * The achievement of a set of owners in a cycle, in SQL (the server's computation; achievementOf in the domain is
 * the in-memory reference a property test compares it with): approved (6) payments whose day is in the cycle on
 * opportunities the owners own, and distinct accounts with an opportunity of theirs Closed (2) whose closed date
 * (the day of its latest approved payment) is in the cycle.
 */
export async function achievementInSql(q: Q, owners: readonly number[], startDate: string, endDate: string): Promise<Achievement> {
  const [paid] = await queryRows<{ paise: string | null; payment_ids: number[] | string | null; opportunity_ids: number[] | string | null }>(
    q,
    sql`
      select sum((p.amount * 100)::bigint)::text as paise,
             jsonb_agg(p.id order by p.id) as payment_ids,
             jsonb_agg(distinct o.id order by o.id) as opportunity_ids
      from payments p
      join milestones m on m.id = p.milestone_id
      join termsheets t on t.id = m.termsheet_id
      join opportunities o on o.id = t.opportunity_id
      where p.status_id = ${APPROVED_PAYMENT_STATUS_ID}
        and o.owner_id in (${idList(owners)})
        and ${PAYMENT_DAY} between ${startDate}::date and ${endDate}::date`,
  );
  const [closed] = await queryRows<{ n: number | string }>(
    q,
    sql`
      select count(distinct o.account_id) as n
      from opportunities o
      where o.status_id = ${CLOSED_OPPORTUNITY_STATUS_ID}
        and o.owner_id in (${idList(owners)})
        and (select max(${PAYMENT_DAY})
             from termsheets t join milestones m on m.termsheet_id = t.id join payments p on p.milestone_id = m.id
             where t.opportunity_id = o.id and p.status_id = ${APPROVED_PAYMENT_STATUS_ID}) between ${startDate}::date and ${endDate}::date`,
  );
  const ids = (v: number[] | string | null | undefined): number[] => (v === null || v === undefined ? [] : ((typeof v === 'string' ? JSON.parse(v) : v) as number[]).map(Number));
  return {
    achievementPaise: Number(paid?.paise ?? 0),
    accountsClosed: Number(closed?.n ?? 0),
    paymentIds: ids(paid?.payment_ids),
    opportunityIds: ids(paid?.opportunity_ids),
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
export const ruleById = async (q: Q, id: number) => (await q.select().from(incentiveRules).where(eq(incentiveRules.id, id)))[0];
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
