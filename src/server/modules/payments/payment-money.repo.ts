// Account-level payment figures: wallet, TDS, thresholds, buckets, unutilized money, and who to mail a link to.
import { and, asc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { APPROVED_AMOUNT_STATUS_ID, PAYMENT_STATUS_GROUPS, type PaymentStatusGroup } from '../../../domain/payments/statuses';
import { PARTIALLY_REFUNDED_STATUS_ID } from '../../../domain/money/ledger';
import { TERMSHEET_STATUSES } from '../../../domain/termsheets/statuses';
import { queryRows, type Tx } from '../../db/client';
import { accounts, contacts, milestones, opportunities, payments, termsheets } from '../../db/schema/index';
import { accountInReadScope, type Scope } from '../../scope/scope';
import { collectedInPeriod, isCollectedPayment, paymentCollected } from '../../shared/sql/collected-in-period.sql';

export type AccountRef = { id: number; name: string; clientTypeId: number; walletAmount: string };

export async function accountInScopeById(tx: Tx, scope: Scope, accountId: number): Promise<AccountRef | null> {
  const [row] = await tx
    .select({ id: accounts.id, name: accounts.name, clientTypeId: accounts.clientTypeId, walletAmount: accounts.walletAmount })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), accountInReadScope(scope)));
  return row ?? null;
}

/** Condition on the list's joined rows: the payment belongs to one of the account's opportunities. */
export function ofAccount(accountId: number): SQL {
  return eq(opportunities.accountId, accountId);
}

function inList(ids: readonly number[]): SQL {
  return sql.join(ids.map((id) => sql`${id}`), sql`, `);
}

const accountPayments = (accountId: number) => sql`${payments} p join ${milestones} m on m.id = p.milestone_id
  join ${termsheets} t on t.id = m.termsheet_id join ${opportunities} o on o.id = t.opportunity_id where o.account_id = ${accountId}`;

/**
 * Count and exact sum (as text) of the account's payments in a status group. The refunded group's amount is what was
 * refunded (the ledger's refunded: Σ of the refunds on its payments), not the amounts of the payments refunded from.
 */
export async function bucketOfAccount(tx: Tx, accountId: number, group: PaymentStatusGroup): Promise<{ count: number; amount: string }> {
  const amount = group === 'refunded' ? sql`(select coalesce(sum(r.amount), 0) from refunds r where r.payment_id = p.id)` : sql`p.amount`;
  const [row] = await queryRows<{ count: number; amount: string }>(
    tx,
    sql`select count(*)::int as count, coalesce(sum(${amount}), 0)::numeric(14,2)::text as amount
      from ${accountPayments(accountId)} and p.status_id in (${inList(PAYMENT_STATUS_GROUPS[group])})`,
  );
  return { count: Number(row?.count ?? 0), amount: row?.amount ?? '0.00' };
}

/**
 * What the account's payments collected in a span of days (Kolkata, both included), with the largest single one: the
 * ledger's collected in a period (collected-in-period.sql.ts: approved payments dated in it, net of refunds).
 */
export async function approvedCollections(tx: Tx, accountId: number, from: string, to: string): Promise<{ total: string; largest: string }> {
  const [row] = await queryRows<{ total: string; largest: string }>(
    tx,
    sql`select coalesce(sum(${paymentCollected('p')}), 0)::numeric(14,2)::text as total, coalesce(max(${paymentCollected('p')}), 0)::numeric(14,2)::text as largest
      from ${accountPayments(accountId)} and ${collectedInPeriod(from, to, 'p')}`,
  );
  return { total: row?.total ?? '0.00', largest: row?.largest ?? '0.00' };
}

/**
 * Collected money no live milestone holds: the milestone was deleted or its termsheet cancelled. A payment holds money
 * while it is approved (6) or refunded only in part (14, what its refunds left: the ledger's collected); one refunded in
 * full (10) holds none.
 */
export function unutilizedCondition(): SQL {
  return sql`(${payments.statusId} in (${inList(UNUTILIZED_STATUS_IDS)}) and (${milestones.active} = false or ${termsheets.statusId} = ${TERMSHEET_STATUSES.CANCELLED}))`;
}
const UNUTILIZED_STATUS_IDS = [APPROVED_AMOUNT_STATUS_ID, PARTIALLY_REFUNDED_STATUS_ID];

/** The unutilized money of the payments matching `where` (unutilizedCondition and more): each one's collected amount. */
export async function unutilizedAmount(tx: Tx, where: SQL): Promise<string> {
  const [row] = await tx
    .select({ amount: sql<string>`coalesce(sum(${paymentCollected()}), 0)::numeric(14,2)::text` })
    .from(payments)
    .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
    .innerJoin(termsheets, eq(termsheets.id, milestones.termsheetId))
    .innerJoin(opportunities, eq(opportunities.id, termsheets.opportunityId))
    .where(where);
  return row?.amount ?? '0.00';
}

/** What is still to be collected on the account: active milestones of live termsheets, less collected (net of refunds) and pending payments. */
export async function accountDue(tx: Tx, accountId: number): Promise<string> {
  const [row] = await queryRows<{ due: string }>(
    tx,
    // Less what each milestone collected (the ledger: approved payments net of refunds) and what is pending.
    sql`select greatest(coalesce(sum(m.amount + m.gst - coalesce((select sum(case when ${isCollectedPayment('p')} then ${paymentCollected('p')} else p.amount end)
        from ${payments} p where p.milestone_id = m.id
        and (${isCollectedPayment('p')} or p.status_id in (${inList([...PAYMENT_STATUS_GROUPS.pending])}))), 0)), 0), 0)::numeric(14,2)::text as due
      from ${milestones} m join ${termsheets} t on t.id = m.termsheet_id join ${opportunities} o on o.id = t.opportunity_id
      where o.account_id = ${accountId} and m.active and t.status_id <> ${TERMSHEET_STATUSES.CANCELLED}`,
  );
  return row?.due ?? '0.00';
}

/** The account's primary contact with an e-mail: one of the opportunity if given, then pocType 'primary', then the oldest. */
export async function contactEmailOf(tx: Tx, accountId: number, opportunityId?: number): Promise<{ name: string; email: string } | null> {
  const [row] = await tx
    .select({ name: contacts.name, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.active, true), isNotNull(contacts.email), ne(contacts.email, '')))
    .orderBy(
      sql`case when ${contacts.opportunityId} = ${opportunityId ?? 0} then 0 else 1 end`,
      sql`case when lower(${contacts.pocType}) = 'primary' then 0 else 1 end`,
      asc(contacts.id),
    )
    .limit(1);
  return row?.email ? { name: row.name, email: row.email } : null;
}

/** The milestone's account and client type, for its TDS rate (scope is checked by the caller through the milestone). */
export async function clientTypeOfAccount(tx: Tx, accountId: number): Promise<number | null> {
  const [row] = await tx.select({ clientTypeId: accounts.clientTypeId }).from(accounts).where(eq(accounts.id, accountId));
  return row?.clientTypeId ?? null;
}
