// Drizzle queries of the calling area: cases, calls, webhook events.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CASE_STATUSES, type CaseSearchKey } from '../../../domain/calling/calling';
import { queryRows, type Tx } from '../../db/client';
import { accounts, callEvents, calls, cases, ownerSalesSettings, users } from '../../db/schema/index';
import { fullName } from '../../shared/user-names.sql';

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

export async function findCallByProviderId(tx: Tx, provider: string, providerCallId: string): Promise<CallRow | undefined> {
  const [row] = await tx
    .select()
    .from(calls)
    .where(and(eq(calls.provider, provider), eq(calls.providerCallId, providerCallId)))
    .for('update');
  return row;
}

export async function liveCallsOfCase(tx: Tx, caseId: number): Promise<CallRow[]> {
  return tx
    .select()
    .from(calls)
    .where(and(eq(calls.caseId, caseId), inArray(calls.status, ['initiated', 'ringing', 'answered'])));
}

/** Records a webhook event by the provider's id; false when it was already recorded (a repeated delivery). */
export async function recordEvent(tx: Tx, provider: string, eventId: string, callId: number, type: string, occurredAt: Date): Promise<boolean> {
  const rows = await tx.insert(callEvents).values({ provider, eventId, callId, type, occurredAt }).onConflictDoNothing().returning({ eventId: callEvents.eventId });
  return rows.length > 0;
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
  size: number,
  offset: number,
): Promise<{ totalCount: number; rows: CaseWithNames[] }> {
  const conditions: SQL[] = [eq(cases.caseTypeId, where.caseTypeId), eq(cases.domainId, where.domainId)];
  if (where.agentIds) conditions.push(where.agentIds.length ? inArray(cases.assignedAgentId, where.agentIds) : sql`false`);
  for (const f of where.filters) conditions.push(inArray(COLUMN_OF[f.key], f.values));
  const condition = and(...conditions);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(cases).where(condition);
  const rows = await casesWithNames(tx).where(condition).orderBy(asc(cases.id)).limit(size).offset(offset);
  return { totalCount: Number(count?.n ?? 0), rows };
}
