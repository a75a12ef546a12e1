import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { PgColumn, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { APPROVED_AMOUNT_STATUS_ID } from '../../../domain/payments/statuses';

/**
 * The SQL of an opportunity's money figures: the ledger (src/domain/money/ledger.ts, issue 48), whose per-row
 * definitions are the SQL functions of migration money-ledger (money_net, money_gst, money_payment_collected). Every
 * module that shows dealValue or collectedAmount builds its SQL from these functions; pendingCollectionAmount is
 * computed from the two by the domain (receivable = dealValue + 18% GST, less collected, never below 0).
 *
 * - dealValue (net, excl. GST) = Σ over the opportunity's package mappings of money_net: (salesPrice − discount) ×
 *   quantity, the discount counted only when its approval is Approved or NotRequired. 0 without a mapping.
 * - collectedAmount (incl. GST) = Σ amount of the payments in status 6 (Approved) + Σ (amount − refunds) of those in
 *   10 or 14 (refunded in full or in part). 0 when there is none.
 *
 * Both are correlated scalar subqueries, each one index-only range (opm_opportunity_status_idx carries the prices
 * and the approval state; payments_opportunity_approved_idx the approved amounts; payments_opportunity_refunded_idx
 * the few refunded payments, an empty range for almost every row). Payments carry their opportunity, copied by
 * migration payments-opportunity's trigger. They answer numeric(14,2) as text, so money stays exact until the JSON
 * edge converts it with Number().
 *
 * - An account's collectedAmount (the sum over all its opportunities) is the same sum taken over the payments that
 *   carry the account (payments.account_id, kept by migration 0017's triggers): accountCollectedAmount.
 *
 * Written in plain SQL with private aliases: Drizzle prints columns unqualified in single-table selects, which
 * would make the outer `id` resolve to the inner table's. A column argument is therefore printed qualified.
 */

/** `"table"."column"` for a Drizzle column (snake_case casing, as the database client is configured). */
function qualified(column: SQL | AnyPgColumn): SQL {
  if (!is(column, PgColumn)) return column as SQL;
  const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(name)}`;
}

export function opportunityDealValue(opportunityIdColumn: SQL | AnyPgColumn): SQL<string> {
  return sql<string>`(select coalesce(sum(money_net(deal_opm.sales_price, deal_opm.discount, deal_opm.quantity, deal_opm.discount_approved)), 0)::numeric(14,2)::text
    from opportunity_package_mappings deal_opm where deal_opm.opportunity_id = ${qualified(opportunityIdColumn)})`;
}

/** collectedAmount of the payments that carry the id in `carrier` (their opportunity_id or their account_id). */
function collectedAmountOf(carrier: 'opportunity_id' | 'account_id', idColumn: SQL | AnyPgColumn): SQL<string> {
  const id = qualified(idColumn);
  const by = sql.raw(carrier);
  return sql<string>`((select coalesce(sum(collected_pay.amount), 0)
    from payments collected_pay
    where collected_pay.${by} = ${id} and collected_pay.status_id = ${sql.raw(String(APPROVED_AMOUNT_STATUS_ID))})
    + (select coalesce(sum(money_payment_collected(refunded_pay.id, refunded_pay.status_id, refunded_pay.amount)), 0)
    from payments refunded_pay where refunded_pay.${by} = ${id} and refunded_pay.status_id in (10, 14)))::numeric(14,2)::text`;
}

export function opportunityCollectedAmount(opportunityIdColumn: SQL | AnyPgColumn): SQL<string> {
  return collectedAmountOf('opportunity_id', opportunityIdColumn);
}

/**
 * pendingCollectionAmount in SQL (domain/opportunities/derived-amounts.ts): the receivable (deal value + 18% GST,
 * money_gst) less collected, never below 0 (money_pending), as numeric; the report pages sort by it (issue 49).
 */
export function opportunityPendingAmount(opportunityIdColumn: SQL | AnyPgColumn): SQL<string> {
  const deal = sql`(${opportunityDealValue(opportunityIdColumn)})::numeric`;
  return sql<string>`(select money_pending(pending_deal.value + money_gst(pending_deal.value), (${opportunityCollectedAmount(opportunityIdColumn)})::numeric)
    from (select ${deal} as value) pending_deal)`;
}

/** Σ amount of the approved payments of all the account's opportunities (see above: payments carry their account). */
export function accountCollectedAmount(accountIdColumn: SQL | AnyPgColumn): SQL<string> {
  return collectedAmountOf('account_id', accountIdColumn);
}

/**
 * Σ dealValue over the given opportunities of one account (`opportunityIds`: an int[] of the account's opportunities
 * to count, e.g. those in the open and closed buckets): the same sum as opportunityDealValue per opportunity, read as
 * one index-only range of opm_account_idx (package mappings carry their opportunity's account, kept by migration
 * opm-account's triggers) instead of one probe per opportunity. The opportunity test is a filter inside the sum, not
 * an index condition, so the range is read once. NULL when the account has no mapping (coalesce where it is shown).
 */
export function accountDealValue(accountIdColumn: SQL | AnyPgColumn, opportunityIds: SQL): SQL<string | null> {
  return sql<string | null>`(select sum(money_net(account_opm.sales_price, account_opm.discount, account_opm.quantity, account_opm.discount_approved))
      filter (where account_opm.opportunity_id = any(${opportunityIds}))
    from opportunity_package_mappings account_opm where account_opm.account_id = ${qualified(accountIdColumn)})`;
}
