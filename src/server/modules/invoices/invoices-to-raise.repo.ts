import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { APPROVED_PAYMENT_STATUS_ID } from '../../../domain/invoices/invoices-to-raise';
import { INVOICEABLE_TERMSHEET_STATUS_IDS } from '../../../domain/invoices/invoice-contract';
import type { Db, Tx } from '../../db/client';
import { accounts, invoices, legalEntities, milestones, opportunities, payments, termsheets } from '../../db/schema/index';
import { opportunityInScope, type Scope } from '../../scope/scope';
import { cappedRowCount, type ListTotal } from '../../shared/sql/list-counts';

/**
 * The termsheets with a tax invoice to raise (domain/invoices/invoices-to-raise.ts states the rule): approved or
 * completed, in scope, an approved payment (status 6) on one of its milestones (milestones_termsheet_idx, then
 * payments_milestone_idx), and no live tax invoice (invoices_termsheet_idx). A credited tax invoice has cancelled_at.
 */
export function toRaiseConditions(scope: Scope): SQL {
  return and(
    inArray(termsheets.statusId, [...INVOICEABLE_TERMSHEET_STATUS_IDS]),
    opportunityInScope(scope),
    sql`exists (select 1 from ${milestones} m join ${payments} p on p.milestone_id = m.id
      where m.termsheet_id = ${termsheets.id} and p.status_id = ${APPROVED_PAYMENT_STATUS_ID})`,
    sql`not exists (select 1 from ${invoices} i where i.termsheet_id = ${termsheets.id} and i.kind = 'tax' and i.cancelled_at is null)`,
  ) as SQL;
}

export type ToRaiseRecord = {
  termsheetId: number;
  termsheetStatusId: number;
  opportunityId: number;
  opportunityName: string;
  accountId: number;
  accountName: string;
  legalEntityName: string | null;
  approvedPayments: number;
  approvedAmount: string;
  lastPaymentDate: string | null;
};

/** The approved payments of a termsheet of the page: how many, their sum, the latest's day (Kolkata when undated). */
const approvedOf = (expression: SQL) =>
  sql`(select ${expression} from ${milestones} m join ${payments} p on p.milestone_id = m.id
    where m.termsheet_id = ${termsheets.id} and p.status_id = ${APPROVED_PAYMENT_STATUS_ID})`;

/** A page, oldest termsheet first (its id: termsheets_pkey read in order). */
export async function invoicesToRaisePage(tx: Db | Tx, where: SQL, paging: { offset: number; limit: number }): Promise<ToRaiseRecord[]> {
  return tx
    .select({
      termsheetId: termsheets.id,
      termsheetStatusId: termsheets.statusId,
      opportunityId: opportunities.id,
      opportunityName: opportunities.name,
      accountId: opportunities.accountId,
      accountName: accounts.name,
      legalEntityName: legalEntities.legalName,
      approvedPayments: sql<number>`${approvedOf(sql`count(*)::int`)}`.mapWith(Number),
      approvedAmount: sql<string>`${approvedOf(sql`coalesce(sum(p.amount), 0)::text`)}`,
      lastPaymentDate: sql<string | null>`${approvedOf(
        sql`to_char(max(coalesce(p.payment_date, (p.created_at at time zone 'Asia/Kolkata')::date)), 'YYYY-MM-DD')`,
      )}`,
    })
    .from(termsheets)
    .innerJoin(opportunities, eq(opportunities.id, termsheets.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(legalEntities, eq(legalEntities.id, termsheets.accountLegalEntityId))
    .where(where)
    .orderBy(asc(termsheets.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

/** Counted with the cap of the brand-wide lists (exact to 10,000, then 10,001 and totalCapped). */
export async function countInvoicesToRaise(tx: Tx, where: SQL): Promise<ListTotal> {
  return cappedRowCount(tx, sql`select 1 from ${termsheets} join ${opportunities} on ${opportunities.id} = ${termsheets.opportunityId} where ${where}`);
}
