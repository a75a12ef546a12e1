// The payment list (payment screen) and its CSV: payments in scope, newest recorded first, filtered.
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { dayRange } from '../../../domain/format/day-range';
import { paymentStatusName, PAYMENT_STATUS_GROUPS } from '../../../domain/payments/statuses';
import type { PaymentListFilter, PaymentListRow } from '../../../domain/payments/payment-list';
import type { Db, Tx } from '../../db/client';
import { accounts, milestones, opportunities, payments, termsheets } from '../../db/schema/index';
import { opportunityInScope, type Scope } from '../../scope/scope';
import { keysetBatches } from '../../shared/sql/keyset-batches';
import { cappedRowCount, type ListTotal } from '../../shared/sql/list-counts';
import { rupeesOfNumeric } from '../../shared/sql/money-text';
import { paymentModeName } from '../../shared/payment-modes';

/**
 * Milestone ids reached by a numeric key: the milestone itself, or every milestone of that opportunity or account.
 * One indexed lookup per arm (an OR across the joins would read every milestone).
 */
function milestonesOfKey(n: number): SQL {
  return sql`array(select m.id from ${milestones} m where m.id = ${n}
    union all select m.id from ${milestones} m join ${termsheets} t on t.id = m.termsheet_id where t.opportunity_id = ${n}
    union all select m.id from ${milestones} m join ${termsheets} t on t.id = m.termsheet_id join ${opportunities} o on o.id = t.opportunity_id
      where o.account_id = ${n})`;
}

/**
 * The list's conditions, on payments alone: the brand (payments.domain_id, copied from the opportunity by trigger)
 * and, for a team, the payments of the opportunities in scope (the same rule the payment page uses). The date range
 * is the Kolkata days' start and end (spec 000 §9) against created_at. A brand-wide list is read in order from
 * payments_domain_created_idx (or payments_domain_status_created_idx for a rare status group) and counted without a
 * join.
 */
export function paymentListConditions(scope: Scope, filter: PaymentListFilter): SQL {
  const conditions: SQL[] = [eq(payments.domainId, scope.domainId)];
  if (!scope.all) {
    // A team's payments are collected first, through the indexes (opportunities in scope → termsheets → milestones
    // → payments_milestone_idx), then sorted: walking the brand's payments newest first and filtering by scope reads
    // nearly every payment when the team's are older than most. The inner FROMs shadow the outer tables.
    conditions.push(
      sql`${payments.milestoneId} = any(array(select ${milestones.id} from ${milestones} join ${termsheets} on ${termsheets.id} = ${milestones.termsheetId}
        where ${termsheets.opportunityId} = any(array(select ${opportunities.id} from ${opportunities} where ${opportunityInScope(scope)}))))`,
    );
  }
  const q = filter.q?.trim();
  if (q) {
    if (/^\d{1,9}$/.test(q)) {
      const n = Number(q);
      // Cheque and draft numbers are digits too: the key is also a reference number.
      conditions.push(sql`(${payments.id} = ${n} or ${payments.milestoneId} = any(${milestonesOfKey(n)}) or ${payments.referenceNumber} = ${q})`);
    } else {
      conditions.push(sql`(${payments.referenceNumber} = ${q} or ${payments.yesBankResponseId} = ${q})`);
    }
  }
  if (filter.statusGroup) conditions.push(inArray(payments.statusId, [...PAYMENT_STATUS_GROUPS[filter.statusGroup]]));
  if (filter.modeId !== undefined) conditions.push(eq(payments.modeOfPaymentId, filter.modeId));
  if (filter.from || filter.to) {
    const { start, end } = dayRange(filter.from ?? '1970-01-01', filter.to ?? '9999-12-31');
    if (filter.from) conditions.push(gte(payments.createdAt, start));
    if (filter.to) conditions.push(lte(payments.createdAt, end));
  }
  return and(...conditions) as SQL;
}

const listColumns = {
  id: payments.id,
  amount: payments.amount,
  statusId: payments.statusId,
  modeOfPaymentId: payments.modeOfPaymentId,
  paymentType: payments.paymentType,
  referenceNumber: payments.referenceNumber,
  paymentDate: payments.paymentDate,
  milestoneId: payments.milestoneId,
  milestoneName: milestones.name,
  termsheetId: termsheets.id,
  opportunityId: opportunities.id,
  accountId: opportunities.accountId,
  accountName: accounts.name,
  createdAt: payments.createdAt,
  /** created_at at full precision (a Date keeps milliseconds only), for the CSV's keyset. */
  cursor: sql<string>`${payments.createdAt}::text`,
};

type ListRecord = {
  id: number;
  amount: string;
  statusId: number;
  modeOfPaymentId: number;
  paymentType: string;
  referenceNumber: string | null;
  paymentDate: string | null;
  milestoneId: number;
  milestoneName: string;
  termsheetId: number;
  opportunityId: number;
  accountId: number;
  accountName: string;
  createdAt: Date;
  cursor: string;
};

export function toPaymentListRow(r: ListRecord): PaymentListRow {
  const { cursor: _cursor, ...row } = r;
  return {
    ...row,
    amount: rupeesOfNumeric(r.amount),
    statusName: paymentStatusName(r.statusId),
    modeOfPaymentName: paymentModeName(r.modeOfPaymentId),
    createdAt: r.createdAt.toISOString(),
  };
}

function listQuery(tx: Db | Tx, where: SQL) {
  return tx
    .select(listColumns)
    .from(payments)
    .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
    .innerJoin(termsheets, eq(termsheets.id, milestones.termsheetId))
    .innerJoin(opportunities, eq(opportunities.id, termsheets.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(where)
    // NULLS LAST as payments_domain_created_idx is built, so the order is read from the index.
    .orderBy(sql`${payments.createdAt} desc nulls last`, sql`${payments.id} desc nulls last`);
}

export async function paymentListPage(tx: Tx, where: SQL, paging: { offset: number; limit: number }): Promise<PaymentListRow[]> {
  const rows = await listQuery(tx, where).limit(paging.limit).offset(paging.offset);
  return rows.map(toPaymentListRow);
}

/** Counted with the cap every brand-wide list uses (exact to 10,000, then "10,000+"); the conditions are on payments alone. */
export async function countPaymentList(tx: Tx, where: SQL): Promise<ListTotal> {
  return cappedRowCount(tx, sql`select 1 from ${payments} where ${where}`);
}

/** The CSV's rows, a batch at a time in list order (keyset on created_at, id), up to `max` rows. */
export function paymentListBatches(tx: Db | Tx, where: SQL, max: number, batch = 1000): AsyncGenerator<PaymentListRow[]> {
  const read = (after: ListRecord | null, limit: number) => {
    const keyset: SQL | undefined = after ? sql`(${payments.createdAt}, ${payments.id}) < (${after.cursor}::timestamptz, ${after.id})` : undefined;
    return listQuery(tx, and(where, keyset) as SQL).limit(limit) as PromiseLike<ListRecord[]>;
  };
  return keysetBatches(read, { batch, max, map: toPaymentListRow });
}
