// The restricted collections and collection-tracker reports' queries (spec 000 §6: RCM_USER and Ticketing only).
import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { CollectionRow, CollectionTrackerRecord } from '../../../domain/reports/collections';
import { fromPaise, toPaise } from '../../../domain/money/paise';
import type { Db, Tx } from '../../db/client';
import { accounts, milestones, opportunities, payments, termsheets, users } from '../../db/schema/index';
import { opportunityInScope, type Scope } from '../../scope/scope';
import { collectedInPeriod, isCollectedPayment, paymentCollected, paymentDay } from '../../shared/collected-in-period.sql';
import { paymentModeName } from '../../shared/payment-modes';
import { userDisplayName } from '../../shared/user-names.sql';
import type { ReportWindow } from './report-window';

const collectedOn = paymentDay();

function common(scope: Scope, window: ReportWindow): (SQL | undefined)[] {
  return [
    opportunityInScope(scope),
    window.cityId === undefined ? undefined : eq(opportunities.cityId, window.cityId),
    window.agentId === undefined ? undefined : eq(opportunities.ownerId, window.agentId),
    window.clientTypeId === undefined ? undefined : eq(accounts.clientTypeId, window.clientTypeId),
  ];
}

/**
 * The ledger's "collected in a period" (collected-in-period.sql.ts): approved payments (6, and 10 / 14 once refunded)
 * dated in the window (payment date, else the recorded day, Asia/Kolkata), each collecting its amount net of refunds.
 */
export function collectionConditions(scope: Scope, window: ReportWindow): SQL {
  return and(collectedInPeriod(window.from, window.to), ...common(scope, window)) as SQL;
}

function collectionSelect(tx: Db | Tx, where: SQL) {
  return tx
    .select({
      paymentId: payments.id,
      collectedOn: sql<string>`(${collectedOn})::text`,
      accountId: accounts.id,
      accountName: accounts.name,
      opportunityId: opportunities.id,
      opportunityName: opportunities.name,
      agentName: sql<string | null>`case when ${users.id} is null then null else ${userDisplayName()} end`,
      amount: payments.amount,
      collected: sql<string>`${paymentCollected()}::numeric(14,2)::text`,
      modeOfPaymentId: payments.modeOfPaymentId,
      referenceNumber: payments.referenceNumber,
    })
    .from(payments)
    .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
    .innerJoin(termsheets, eq(termsheets.id, milestones.termsheetId))
    .innerJoin(opportunities, eq(opportunities.id, termsheets.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(users, eq(users.id, opportunities.ownerId))
    .where(where)
    .orderBy(desc(payments.id));
}

function toCollection({ modeOfPaymentId, ...row }: Awaited<ReturnType<typeof collectionSelect>>[number]): CollectionRow {
  const amount = Number(row.amount);
  const collected = Number(row.collected);
  return { ...row, amount, refunded: fromPaise(toPaise(amount) - toPaise(collected)), collected, mode: paymentModeName(modeOfPaymentId) };
}

export async function collectionPage(tx: Db | Tx, where: SQL, offset: number, limit: number): Promise<CollectionRow[]> {
  return (await collectionSelect(tx, where).offset(offset).limit(limit)).map(toCollection);
}

export async function countCollections(tx: Db | Tx, where: SQL): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(payments)
    .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
    .innerJoin(termsheets, eq(termsheets.id, milestones.termsheetId))
    .innerJoin(opportunities, eq(opportunities.id, termsheets.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(where);
  return Number(row?.n ?? 0);
}

export async function* collectionBatches(db: Db, where: SQL, afterId: number, batch: number): AsyncGenerator<CollectionRow[]> {
  let after = afterId;
  for (;;) {
    const rows = await collectionSelect(db, and(where, lt(payments.id, after)) as SQL).limit(batch);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.paymentId;
    yield rows.map(toCollection);
    if (rows.length < batch) return;
  }
}

/** Active milestones falling due (start date) in the window. */
export function collectionTrackerConditions(scope: Scope, window: ReportWindow): SQL {
  return and(eq(milestones.active, true), sql`${milestones.startDate} between ${window.from}::date and ${window.to}::date`, ...common(scope, window)) as SQL;
}

function trackerSelect(tx: Db | Tx, where: SQL) {
  return tx
    .select({
      milestoneId: milestones.id,
      milestoneName: milestones.name,
      dueDate: sql<string>`${milestones.startDate}::text`,
      termsheetId: termsheets.id,
      opportunityId: opportunities.id,
      opportunityName: opportunities.name,
      accountName: accounts.name,
      agentName: sql<string | null>`case when ${users.id} is null then null else ${userDisplayName()} end`,
      // Incl. GST on both sides (the ledger): the milestone's amount + GST, its payments collected less refunds.
      amountDue: sql<string>`(${milestones.amount} + ${milestones.gst})::text`,
      collected: sql<string>`(select coalesce(sum(${paymentCollected('p')}), 0)::text from payments p
        where p.milestone_id = ${milestones.id} and ${isCollectedPayment('p')})`,
    })
    .from(milestones)
    .innerJoin(termsheets, eq(termsheets.id, milestones.termsheetId))
    .innerJoin(opportunities, eq(opportunities.id, termsheets.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(users, eq(users.id, opportunities.ownerId))
    .where(where)
    .orderBy(desc(milestones.id));
}

function toTracker(row: Awaited<ReturnType<typeof trackerSelect>>[number]): CollectionTrackerRecord {
  return { ...row, amountDue: Number(row.amountDue), collected: Number(row.collected) };
}

export async function collectionTrackerPage(tx: Db | Tx, where: SQL, offset: number, limit: number): Promise<CollectionTrackerRecord[]> {
  return (await trackerSelect(tx, where).offset(offset).limit(limit)).map(toTracker);
}

export async function countCollectionTracker(tx: Db | Tx, where: SQL): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(milestones)
    .innerJoin(termsheets, eq(termsheets.id, milestones.termsheetId))
    .innerJoin(opportunities, eq(opportunities.id, termsheets.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(where);
  return Number(row?.n ?? 0);
}

export async function* collectionTrackerBatches(db: Db, where: SQL, afterId: number, batch: number): AsyncGenerator<CollectionTrackerRecord[]> {
  let after = afterId;
  for (;;) {
    const rows = await trackerSelect(db, and(where, lt(milestones.id, after)) as SQL).limit(batch);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.milestoneId;
    yield rows.map(toTracker);
    if (rows.length < batch) return;
  }
}
