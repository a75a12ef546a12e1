import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  CHURN_MESSAGES,
  relaxedPriceRange,
  leadsForRun,
  type ChurnListQuery,
  type ChurnPoc,
  type ChurnScheduleInput,
  type ChurnScheduleView,
  type ChurnSimulation,
  type ChurnStatus,
} from '../../../domain/churn/churn-schedule';
import { addDaysToInstant, DAY_MS, daysBetween, istDateOf, istStartOfDay } from '../../../domain/format/ist-calendar';
import { offsetPage, type Paged } from '../../shared/http/paged';
import { queryRows, type Db, type Tx } from '../../db/client';
import { accounts, churnSchedules, contacts, users } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { fullName } from '../../shared/sql/user-names.sql';

/** A schedule runs once a day (Asia/Kolkata) between its dates. */
export const CHURN_RUN_EVERY_MS = DAY_MS;

type Row = typeof churnSchedules.$inferSelect;

function present(row: Row, createdByName: string | null): ChurnScheduleView {
  return {
    id: row.id,
    profile_uuid: row.profileUuid,
    entity_type: row.entityType,
    entity_id: row.entityId,
    churn_start_date: row.churnStartDate,
    churn_end_date: row.churnEndDate,
    last_n_days: row.lastNDays,
    total_leads: row.totalLeads,
    leads_churned: row.leadsChurned,
    run_count: row.runCount,
    status: row.status as ChurnStatus,
    next_run_at: row.status === 'ACTIVE' ? row.nextRunAt.toISOString() : null,
    last_run_at: row.lastRunAt?.toISOString() ?? null,
    created_by: row.createdBy,
    created_by_name: createdByName,
    created_at: row.createdAt.toISOString(),
    stopped_at: row.stoppedAt?.toISOString() ?? null,
    request: row.request,
  };
}

/**
 * The dry run (and the base of a schedule): active listings of other profiles matching the search (service type,
 * cities, localities, the cities of the given projects, the relaxed price range), with the leads they received in
 * the last n days (default 30). The schedule would churn those leads, at most total_leads. Reads only.
 */
export async function simulateChurn(tx: Tx | Db, input: ChurnScheduleInput, now: Date): Promise<ChurnSimulation> {
  const criteria = input.search_criteria;
  const { min, max } = relaxedPriceRange(input);
  const since = addDaysToInstant(now, -(input.last_n_days ?? 30));
  const listingType = input.lead_service_type === 'rent' ? 'RENT' : 'BUY';
  const conditions: SQL[] = [sql`l.status = 'ACTIVE'`, sql`l.listing_type = ${listingType}`, sql`l.profile_uuid <> ${input.profile_uuid}`];
  if (criteria.city_uuids.length > 0) conditions.push(sql`l.city_id in (select id from cities where uuid in (${sql.join(criteria.city_uuids.map((u) => sql`${u}`), sql`, `)}))`);
  if (criteria.locality_uuids.length > 0) {
    conditions.push(sql`l.locality_id in (select id from localities where uuid in (${sql.join(criteria.locality_uuids.map((u) => sql`${u}`), sql`, `)}))`);
  }
  if (criteria.project_ids.length > 0) {
    conditions.push(sql`l.city_id in (select city_id from projects where id in (${sql.join(criteria.project_ids.map((id) => sql`${id}`), sql`, `)}))`);
  }
  if (min !== null) conditions.push(sql`l.price >= ${min}`);
  if (max !== null) conditions.push(sql`l.price <= ${max}`);
  const rows = await queryRows<{ profile_uuid: string; properties: number; leads: number }>(
    tx,
    sql`select l.profile_uuid, count(*)::int as properties, coalesce(sum(ll.leads), 0)::int as leads
      from listings l
      left join lateral (select sum(lead_count)::int as leads from listing_leads where listing_id = l.id and lead_date >= ${since}) ll on true
      where ${sql.join(conditions, sql` and `)}
      group by l.profile_uuid
      order by leads desc, l.profile_uuid
      limit 100`,
  );
  const profiles = rows.map((r) => ({ profile_uuid: r.profile_uuid, properties: Number(r.properties), leads: Number(r.leads) }));
  const matchingLeads = profiles.reduce((sum, p) => sum + p.leads, 0);
  return {
    profiles,
    property_count: profiles.reduce((sum, p) => sum + p.properties, 0),
    lead_count: Math.min(input.total_leads, matchingLeads),
  };
}

export async function simulateChurnSchedule(ctx: ServiceContext, input: ChurnScheduleInput): Promise<ChurnSimulation> {
  return simulateChurn(ctx.tx, input, ctx.now);
}

async function creatorName(tx: Tx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx.select({ name: fullName(users) }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}

export async function createChurnSchedule(ctx: ServiceContext, input: ChurnScheduleInput): Promise<ChurnScheduleView> {
  const [row] = await ctx.tx
    .insert(churnSchedules)
    .values({
      profileUuid: input.profile_uuid,
      entityType: input.entity_type,
      entityId: input.entity_id ?? null,
      churnStartDate: input.churn_start_date,
      churnEndDate: input.churn_end_date,
      lastNDays: input.last_n_days ?? null,
      totalLeads: input.total_leads,
      request: input as unknown as Record<string, unknown>,
      status: 'ACTIVE',
      // The first run at the start day (or at once when it has come).
      nextRunAt: new Date(Math.max(ctx.now.getTime(), istStartOfDay(input.churn_start_date).getTime())),
      createdBy: ctx.user.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  return present(row!, await creatorName(ctx.tx, ctx.user.id));
}

const SORT_COLUMNS = {
  created_at: churnSchedules.createdAt,
  churn_start_date: churnSchedules.churnStartDate,
  churn_end_date: churnSchedules.churnEndDate,
  total_leads: churnSchedules.totalLeads,
  id: churnSchedules.id,
} as const;

export async function listChurnSchedules(ctx: ServiceContext, query: ChurnListQuery): Promise<Paged<ChurnScheduleView>> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(churnSchedules.status, query.status));
  if (query.profile_uuid) conditions.push(eq(churnSchedules.profileUuid, query.profile_uuid));
  if (query.entity_id !== undefined) conditions.push(eq(churnSchedules.entityId, query.entity_id));
  if (query.created_by !== undefined) conditions.push(eq(churnSchedules.createdBy, query.created_by));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = query.sort_order === 'asc' ? asc : desc;
  return offsetPage(
    query,
    ctx.tx
      .select({ row: churnSchedules, name: fullName(users) })
      .from(churnSchedules)
      .leftJoin(users, eq(users.id, churnSchedules.createdBy))
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort_key]), order(churnSchedules.id)),
    ctx.tx.select({ n: count() }).from(churnSchedules).where(where),
    (rows) => rows.map((r) => present(r.row, r.name)),
  );
}

/** Stops a schedule: no further runs. Stopping a stopped (or completed) schedule changes nothing. */
export async function stopChurnSchedule(ctx: ServiceContext, id: number): Promise<ChurnScheduleView> {
  const [row] = await ctx.tx.select().from(churnSchedules).where(eq(churnSchedules.id, id)).for('update');
  if (!row) throw notFound(CHURN_MESSAGES.scheduleNotFound);
  if (row.status !== 'ACTIVE') return present(row, await creatorName(ctx.tx, row.createdBy));
  const [stopped] = await ctx.tx
    .update(churnSchedules)
    .set({ status: 'STOPPED', stoppedAt: ctx.now, stoppedBy: ctx.user.id, updatedAt: ctx.now })
    .where(eq(churnSchedules.id, id))
    .returning();
  return present(stopped!, await creatorName(ctx.tx, stopped!.createdBy));
}

/** The points of contact of the profile's account(s): whom the churned leads' owner calls. */
export async function churnPocs(ctx: ServiceContext, profileUuid: string): Promise<{ results: ChurnPoc[] }> {
  const rows = await ctx.tx
    .select({ id: contacts.id, name: contacts.name, email: contacts.email, phone: contacts.phone, account_name: accounts.name })
    .from(contacts)
    .innerJoin(accounts, eq(accounts.id, contacts.accountId))
    .where(and(eq(accounts.housingProfileId, profileUuid), eq(contacts.active, true), eq(accounts.domainId, ctx.user.domainId)))
    .orderBy(asc(contacts.name), asc(contacts.id))
    .limit(100);
  return { results: rows };
}

/**
 * One pass of the scheduler: claims due active schedules (FOR UPDATE SKIP LOCKED, so several processes share the
 * work) and runs each once: before its start it waits for the start day; within its dates it churns today's share
 * (what is left spread over the days left) and waits a day; past its end or with every lead churned it completes.
 */
export async function runChurnSchedulerOnce(db: Db, now = new Date(), batch = 50): Promise<{ ran: number; completed: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(churnSchedules)
      .where(and(eq(churnSchedules.status, 'ACTIVE'), sql`${churnSchedules.nextRunAt} <= ${now}`))
      .orderBy(asc(churnSchedules.nextRunAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    let ran = 0;
    let completed = 0;
    const today = istDateOf(now);
    for (const schedule of due) {
      if (today < schedule.churnStartDate) {
        await tx.update(churnSchedules).set({ nextRunAt: istStartOfDay(schedule.churnStartDate), updatedAt: now }).where(eq(churnSchedules.id, schedule.id));
        continue;
      }
      const daysLeft = daysBetween(today, schedule.churnEndDate) + 1;
      const leads = daysLeft >= 1 ? leadsForRun(schedule.totalLeads, schedule.leadsChurned, daysLeft) : 0;
      const churned = schedule.leadsChurned + leads;
      const done = daysLeft <= 1 || churned >= schedule.totalLeads;
      await tx
        .update(churnSchedules)
        .set({
          leadsChurned: churned,
          runCount: schedule.runCount + (leads > 0 ? 1 : 0),
          lastRunAt: leads > 0 ? now : schedule.lastRunAt,
          status: done ? 'COMPLETED' : 'ACTIVE',
          nextRunAt: new Date(now.getTime() + CHURN_RUN_EVERY_MS),
          updatedAt: now,
        })
        .where(eq(churnSchedules.id, schedule.id));
      if (leads > 0) ran++;
      if (done) completed++;
    }
    return { ran, completed };
  });
}
