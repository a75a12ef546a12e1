// Drizzle queries of the calling area: cases, calls, webhook events.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { offsetPage, type PageRequest, type Paged } from '../../shared/http/paged';
import { CASE_STATUSES, FINAL_CALL_STATES, type CaseSearchKey } from '../../../domain/calling/calling';
import { queryRows, type Db, type Tx } from '../../db/client';
import { accounts, calls, cases, ownerSalesSettings, users } from '../../db/schema/index';
import { fullName } from '../../shared/sql/user-names.sql';

export type CaseRow = typeof cases.$inferSelect;
export type CallRow = typeof calls.$inferSelect;
export type CaseWithNames = { c: CaseRow; accountName: string | null; accountCityId: number | null; agentName: string | null };

const agent = alias(users, 'agent');

function casesWithNames(tx: Tx) {
  return tx
    .select({ c: cases, accountName: accounts.name, accountCityId: accounts.cityId, agentName: fullName(agent) })
    .from(cases)
    .leftJoin(accounts, eq(accounts.id, cases.accountId))
    .leftJoin(agent, eq(agent.id, cases.assignedAgentId));
}

export async function findCase(tx: Tx, id: number, forUpdate = false): Promise<CaseRow | undefined> {
  const q = tx.select().from(cases).where(eq(cases.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function caseWithNames(tx: Tx, id: number): Promise<CaseWithNames | undefined> {
  const [row] = await casesWithNames(tx).where(eq(cases.id, id));
  return row;
}

/** Open cases of a queue waiting for an agent, due now. */
function waiting(kind: string, domainId: number, now: Date): SQL {
  return and(
    eq(cases.queueKind, kind),
    eq(cases.domainId, domainId),
    eq(cases.statusId, CASE_STATUSES.OPEN),
    sql`${cases.assignedAgentId} is null`,
    sql`(${cases.nextActionAt} is null or ${cases.nextActionAt} <= ${now.toISOString()}::timestamptz)`,
  ) as SQL;
}

export async function countWaiting(tx: Tx, kind: string, domainId: number, now: Date): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(cases).where(waiting(kind, domainId, now));
  return Number(row?.n ?? 0);
}

export async function agentCases(tx: Tx, agentId: number, kind: string): Promise<CaseWithNames[]> {
  return casesWithNames(tx)
    .where(and(eq(cases.assignedAgentId, agentId), eq(cases.queueKind, kind), eq(cases.statusId, CASE_STATUSES.IN_PROGRESS)))
    .orderBy(asc(cases.id));
}

/**
 * Hands the next waiting case to the agent: the row is locked FOR UPDATE SKIP LOCKED, so two agents pulling at
 * once take different cases (the second skips the first's locked row). Prioritised cases first when asked.
 */
export async function pullNext(tx: Tx, agentId: number, kind: string, domainId: number, now: Date, prioritisedFirst: boolean): Promise<number | null> {
  const order = prioritisedFirst ? sql`prioritised desc, next_action_at asc nulls first, id asc` : sql`next_action_at asc nulls first, id asc`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update cases set assigned_agent_id = ${agentId}, status_id = ${CASE_STATUSES.IN_PROGRESS}, updated_at = ${now.toISOString()}::timestamptz
        where id = (select id from cases where ${waiting(kind, domainId, now)} order by ${order} limit 1 for update skip locked)
        returning id`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function prioritisedPull(tx: Tx): Promise<boolean> {
  const [row] = await tx.select({ p: ownerSalesSettings.prioritisedPull }).from(ownerSalesSettings).limit(1);
  return row?.p ?? false;
}

export async function findCall(tx: Tx, id: number, forUpdate = false): Promise<CallRow | undefined> {
  const q = tx.select().from(calls).where(eq(calls.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function liveCallsOfCase(tx: Tx, caseId: number): Promise<CallRow[]> {
  return tx
    .select()
    .from(calls)
    .where(and(eq(calls.caseId, caseId), inArray(calls.status, ['initiated', 'ringing', 'answered'])));
}

/**
 * Applies one provider event in a single statement (one round trip; atomic on its own): the call is found by the
 * provider's id and locked, the event recorded by its id (a repeat records nothing), and the call moved on unless it
 * has already ended: ringing only from initiated, answered, or a final state with its end, duration and suggested
 * outcome. Answers the call's id (null: no such call, nothing recorded) and whether the event was new.
 */
export async function applyCallEvent(
  db: Db | Tx,
  provider: string,
  event: { eventId: string; providerCallId: string; type: string; at: Date; durationSeconds: number | null },
  suggestedOutcomeId: number | null,
): Promise<{ callId: number | null; applied: boolean }> {
  const at = event.at.toISOString();
  const type = sql`${event.type}::text`;
  const finals = sql`array[${sql.join(
    FINAL_CALL_STATES.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[]`;
  const rows = await queryRows<{ call_id: number | null; applied: boolean }>(
    db,
    sql`with c as (
          select id, status from calls where provider = ${provider} and provider_call_id = ${event.providerCallId} for update
        ), e as (
          insert into call_events (provider, event_id, call_id, type, occurred_at)
          select ${provider}, ${event.eventId}, c.id, ${type}, ${at}::timestamptz from c
          on conflict do nothing
          returning call_id
        ), u as (
          update calls k set
            status = ${type},
            answered_at = case when ${type} = 'answered' then ${at}::timestamptz else k.answered_at end,
            ended_at = case when ${type} = any(${finals}) then ${at}::timestamptz else k.ended_at end,
            duration_seconds = case when ${type} = any(${finals}) then ${event.durationSeconds}::int else k.duration_seconds end,
            suggested_outcome_id = case when ${type} = any(${finals}) then ${suggestedOutcomeId}::int else k.suggested_outcome_id end
          from e, c
          where k.id = e.call_id and k.id = c.id and not (c.status = any(${finals}))
            and (${type} <> 'ringing' or c.status = 'initiated')
          returning k.id
        )
        select (select id from c) as call_id, exists (select 1 from e) as applied`,
  );
  const row = rows[0];
  return { callId: row?.call_id == null ? null : Number(row.call_id), applied: row?.applied === true };
}

const COLUMN_OF: Record<CaseSearchKey, AnyPgColumn> = {
  id: cases.id,
  accountId: cases.accountId,
  opportunityId: cases.opportunityId,
  stageId: cases.stageId,
  caseSubTypeId: cases.caseSubTypeId,
  statusId: cases.statusId,
  assignedAgentId: cases.assignedAgentId,
  campaignId: cases.campaignId,
};

export async function searchCases(
  tx: Tx,
  where: { caseTypeId: string; domainId: number; agentIds: number[] | null; filters: Array<{ key: CaseSearchKey; values: number[] }> },
  page: PageRequest,
): Promise<Paged<CaseWithNames>> {
  const conditions: SQL[] = [eq(cases.caseTypeId, where.caseTypeId), eq(cases.domainId, where.domainId)];
  if (where.agentIds) conditions.push(where.agentIds.length ? inArray(cases.assignedAgentId, where.agentIds) : sql`false`);
  for (const f of where.filters) conditions.push(inArray(COLUMN_OF[f.key], f.values));
  const condition = and(...conditions);
  return offsetPage(page, casesWithNames(tx).where(condition).orderBy(asc(cases.id)), tx.select({ n: sql<number>`count(*)::int` }).from(cases).where(condition), (rows) => rows);
}
