// The restricted collections and collection-tracker reports (spec 000 §6: RCM_USER and Ticketing only), declared.
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { istDateOf } from '../../../domain/format/ist-calendar';
import {
  COLLECTION_CSV_COLUMNS,
  COLLECTION_TRACKER_CSV_COLUMNS,
  toCollectionTrackerRow,
  type CollectionRow,
  type CollectionTrackerRecord,
} from '../../../domain/reports/collections';
import { fromPaise, toPaise } from '../../../domain/money/paise';
import type { Db, Tx } from '../../db/client';
import { accounts, milestones, opportunities, payments, termsheets, users } from '../../db/schema/index';
import { opportunityInScope, type Scope } from '../../scope/scope';
import { collectedInPeriod, isCollectedPayment, paymentCollected, paymentDay } from '../../shared/sql/collected-in-period.sql';
import { paymentModeName } from '../../shared/payment-modes';
import { joinedUserName } from '../../shared/sql/user-names.sql';
import { windowFilters, type ReportWindow } from './report-window';
import { joined, rowsKind } from './report-kind';

const collectedOn = paymentDay();

/** A milestone's termsheet, opportunity and account, for the counts (joined). */
const milestoneJoins = [
  [termsheets, eq(termsheets.id, milestones.termsheetId)],
  [opportunities, eq(opportunities.id, termsheets.opportunityId)],
  [accounts, eq(accounts.id, opportunities.accountId)],
] as const;

function common(scope: Scope, window: ReportWindow): (SQL | undefined)[] {
  return [
    opportunityInScope(scope),
    ...windowFilters(window),
  ];
}

/**
 * The ledger's "collected in a period" (collected-in-period.sql.ts): approved payments (6, and 10 / 14 once refunded)
 * dated in the window (payment date, else the recorded day, Asia/Kolkata), each collecting its amount net of refunds.
 */
function collectionConditions(scope: Scope, window: ReportWindow): SQL {
  return and(collectedInPeriod(window.from, window.to), ...common(scope, window)) as SQL;
}

function collectionSelect(tx: Db | Tx, where: SQL, order: readonly SQL[]) {
  return tx
    .select({
      paymentId: payments.id,
      collectedOn: sql<string>`(${collectedOn})::text`,
      accountId: accounts.id,
      accountName: accounts.name,
      opportunityId: opportunities.id,
      opportunityName: opportunities.name,
      agentName: joinedUserName(),
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
    .orderBy(...order);
}

type CollectionRaw = Awaited<ReturnType<typeof collectionSelect>>[number];

function toCollection({ modeOfPaymentId, ...row }: CollectionRaw): CollectionRow {
  const amount = Number(row.amount);
  const collected = Number(row.collected);
  return { ...row, amount, refunded: fromPaise(toPaise(amount) - toPaise(collected)), collected, mode: paymentModeName(modeOfPaymentId) };
}

/** Newest payment first; the CSV by keyset on the id. */
export const collectionsKind = rowsKind({
  shape: 'rows',
  conditions: collectionConditions,
  countFrom: joined(payments, [milestones, eq(milestones.id, payments.milestoneId)], ...milestoneJoins),
  order: [desc(payments.id)],
  select: collectionSelect,
  after: (last: CollectionRaw) => lt(payments.id, last.paymentId),
  toRow: toCollection,
  columns: COLLECTION_CSV_COLUMNS,
});

/** Active milestones falling due (start date) in the window. */
function collectionTrackerConditions(scope: Scope, window: ReportWindow): SQL {
  return and(eq(milestones.active, true), sql`${milestones.startDate} between ${window.from}::date and ${window.to}::date`, ...common(scope, window)) as SQL;
}

function trackerSelect(tx: Db | Tx, where: SQL, order: readonly SQL[]) {
  return tx
    .select({
      milestoneId: milestones.id,
      milestoneName: milestones.name,
      dueDate: sql<string>`${milestones.startDate}::text`,
      termsheetId: termsheets.id,
      opportunityId: opportunities.id,
      opportunityName: opportunities.name,
      accountName: accounts.name,
      agentName: joinedUserName(),
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
    .orderBy(...order);
}

type TrackerRaw = Awaited<ReturnType<typeof trackerSelect>>[number];

function toTracker(row: TrackerRaw): CollectionTrackerRecord {
  return { ...row, amountDue: Number(row.amountDue), collected: Number(row.collected) };
}

/** Newest milestone first; the CSV by keyset on the id. */
export const collectionTrackerKind = rowsKind({
  shape: 'rows',
  conditions: collectionTrackerConditions,
  countFrom: joined(milestones, ...milestoneJoins),
  order: [desc(milestones.id)],
  select: trackerSelect,
  after: (last: TrackerRaw) => lt(milestones.id, last.milestoneId),
  // Overdue is counted against today in Asia/Kolkata, when the report runs.
  toRow: (raw: TrackerRaw) => toCollectionTrackerRow(toTracker(raw), istDateOf(new Date())),
  columns: COLLECTION_TRACKER_CSV_COLUMNS,
});
