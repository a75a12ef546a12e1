import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { erpEvents, users } from '../../db/schema/index';
import { fullName } from '../../shared/sql/user-names.sql';
import { offsetPage, type Paged } from '../../shared/http/paged';
import type { ErpEntityKind, ErpEventStatus, ErpEventView, ErpRecord } from '../../../domain/erp/erp-schema';

/** Each kind's table, with the joins that reach its brand (domain). */
const RECORD_QUERIES: Record<ErpEntityKind, (ids: SQL, domainId: number) => SQL> = {
  account: (ids, d) => sql`select t.id, to_jsonb(t) as payload from accounts t where t.id in (${ids}) and t.domain_id = ${d}`,
  legal_entity: (ids, d) =>
    sql`select t.id, to_jsonb(t) as payload from account_legal_entities t join accounts a on a.id = t.account_id where t.id in (${ids}) and a.domain_id = ${d}`,
  termsheet: (ids, d) =>
    sql`select t.id, to_jsonb(t) as payload from termsheets t join opportunities o on o.id = t.opportunity_id where t.id in (${ids}) and o.domain_id = ${d}`,
  milestone: (ids, d) =>
    sql`select t.id, to_jsonb(t) as payload from milestones t join termsheets ts on ts.id = t.termsheet_id join opportunities o on o.id = ts.opportunity_id
        where t.id in (${ids}) and o.domain_id = ${d}`,
  payment: (ids, d) =>
    sql`select t.id, to_jsonb(t) as payload from payments t join milestones m on m.id = t.milestone_id join termsheets ts on ts.id = m.termsheet_id
        join opportunities o on o.id = ts.opportunity_id where t.id in (${ids}) and o.domain_id = ${d}`,
  invoice: (ids, d) => sql`select t.id, to_jsonb(t) as payload from invoices t join accounts a on a.id = t.account_id where t.id in (${ids}) and a.domain_id = ${d}`,
  refund: (ids, d) =>
    sql`select t.id, to_jsonb(t) as payload from refunds t join milestones m on m.id = t.milestone_id join termsheets ts on ts.id = m.termsheet_id
        join opportunities o on o.id = ts.opportunity_id where t.id in (${ids}) and o.domain_id = ${d}`,
};

/** The brand of one entity of each kind, as a scalar subquery (the joins of RECORD_QUERIES); migration 0062 fills the old events the same way. */
export const ENTITY_DOMAIN: Record<ErpEntityKind, (id: number) => SQL> = {
  account: (id) => sql`(select a.domain_id from accounts a where a.id = ${id})`,
  legal_entity: (id) => sql`(select a.domain_id from account_legal_entities t join accounts a on a.id = t.account_id where t.id = ${id})`,
  termsheet: (id) => sql`(select o.domain_id from termsheets t join opportunities o on o.id = t.opportunity_id where t.id = ${id})`,
  milestone: (id) =>
    sql`(select o.domain_id from milestones t join termsheets ts on ts.id = t.termsheet_id join opportunities o on o.id = ts.opportunity_id where t.id = ${id})`,
  payment: (id) =>
    sql`(select o.domain_id from payments t join milestones m on m.id = t.milestone_id join termsheets ts on ts.id = m.termsheet_id
        join opportunities o on o.id = ts.opportunity_id where t.id = ${id})`,
  invoice: (id) => sql`(select a.domain_id from invoices t join accounts a on a.id = t.account_id where t.id = ${id})`,
  refund: (id) =>
    sql`(select o.domain_id from refunds t join milestones m on m.id = t.milestone_id join termsheets ts on ts.id = m.termsheet_id
        join opportunities o on o.id = ts.opportunity_id where t.id = ${id})`,
};

/** The records as the ERP receives them: each row as stored, as JSON, of the brand; in the order asked. */
export async function entityRecords(tx: Tx, kind: ErpEntityKind, ids: readonly number[], domainId: number): Promise<ErpRecord[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number; payload: Record<string, unknown> | string }>(tx, RECORD_QUERIES[kind](list, domainId));
  const byId = new Map(rows.map((r) => [Number(r.id), typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload]));
  return ids.filter((id) => byId.has(id)).map((id) => ({ entityKind: kind, entityId: id, payload: byId.get(id)! }));
}

export type ErpEventFilter = { status?: ErpEventStatus | undefined; entityKind?: ErpEntityKind | undefined; entityId?: number | undefined; page: number; size: number };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentEvent(row: typeof erpEvents.$inferSelect, createdByName: string | null): ErpEventView {
  return {
    id: row.id,
    entityKind: row.entityKind as ErpEntityKind,
    entityId: row.entityId,
    eventKind: row.eventKind,
    payload: row.payload,
    idempotencyKey: row.idempotencyKey,
    status: row.status as ErpEventStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    acknowledgement: row.acknowledgement,
    createdByName,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'queued' ? iso(row.nextAttemptAt) : null,
    sentAt: iso(row.sentAt),
    acknowledgedAt: iso(row.acknowledgedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The brand's events (another brand's are not listed, issue 52). */
export async function listEvents(tx: Tx, domainId: number, filter: ErpEventFilter): Promise<Paged<ErpEventView>> {
  const where: SQL[] = [eq(erpEvents.domainId, domainId)];
  if (filter.status) where.push(eq(erpEvents.status, filter.status));
  if (filter.entityKind) where.push(eq(erpEvents.entityKind, filter.entityKind));
  if (filter.entityId) where.push(eq(erpEvents.entityId, filter.entityId));
  const condition = and(...where);
  return offsetPage(
    filter,
    tx
      .select({ event: erpEvents, createdByName: fullName(users) })
      .from(erpEvents)
      .leftJoin(users, eq(users.id, erpEvents.createdBy))
      .where(condition)
      .orderBy(desc(erpEvents.id)),
    tx.select({ n: sql<number>`count(*)::int` }).from(erpEvents).where(condition),
    (rows) => rows.map((r) => presentEvent(r.event, r.createdByName)),
  );
}

export async function findEvent(tx: Tx, domainId: number, id: number) {
  const [row] = await tx
    .select({ event: erpEvents, createdByName: fullName(users) })
    .from(erpEvents)
    .leftJoin(users, eq(users.id, erpEvents.createdBy))
    .where(and(eq(erpEvents.id, id), eq(erpEvents.domainId, domainId)));
  return row;
}
