import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { PgColumn, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { APPROVED_AMOUNT_STATUS_ID } from '../../domain/payments/statuses';

/**
 * The one definition of an opportunity's money figures (DOMAIN.md: derived, never stored). Every module that
 * shows dealValue, collectedAmount or pendingCollectionAmount builds its SQL from these two functions.
 *
 * - dealValue = Σ over the opportunity's package mappings of (salesPrice − discount) × quantity.
 *   salesPrice is the unit price the package was sold at (copied onto the mapping), discount is the rupee
 *   discount per unit, quantity the number of units. 0 when the opportunity has no package mapping.
 * - collectedAmount = Σ amount of the payments in status 6 (Approved, APPROVED_AMOUNT_STATUS_ID) over the
 *   milestones of the opportunity's termsheets. 0 when there is none.
 * - pendingCollectionAmount = dealValue − collectedAmount (compute it in SQL from the two, or in paise).
 *
 * Both are correlated scalar subqueries, each one index-only range (opm_opportunity_status_idx; for collectedAmount
 * payments_opportunity_approved_idx: payments carry their opportunity, copied by migration payments-opportunity's
 * trigger from milestone → termsheet → opportunity, which cost three probes a termsheet). They answer numeric(14,2) as
 * text, so money stays exact until the JSON edge converts it with Number().
 *
 * - An account's collectedAmount (the sum of collectedAmount over all its opportunities) is the same sum taken over
 *   the approved payments that carry the account (payments.account_id, kept by migration 0017's triggers as the
 *   opportunity's account; payments, milestones and termsheets are never deleted): accountCollectedAmount, one
 *   index-only range of payments_account_approved_idx instead of termsheet → milestone → payment per opportunity.
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
  return sql<string>`(select coalesce(sum((deal_opm.sales_price - deal_opm.discount) * deal_opm.quantity), 0)::numeric(14,2)::text
    from opportunity_package_mappings deal_opm where deal_opm.opportunity_id = ${qualified(opportunityIdColumn)})`;
}

export function opportunityCollectedAmount(opportunityIdColumn: SQL | AnyPgColumn): SQL<string> {
  return sql<string>`(select coalesce(sum(collected_pay.amount), 0)::numeric(14,2)::text
    from payments collected_pay
    where collected_pay.opportunity_id = ${qualified(opportunityIdColumn)}
      and collected_pay.status_id = ${sql.raw(String(APPROVED_AMOUNT_STATUS_ID))})`;
}

/** Σ amount of the approved payments of all the account's opportunities (see above: payments carry their account). */
export function accountCollectedAmount(accountIdColumn: SQL | AnyPgColumn): SQL<string> {
  return sql<string>`(select coalesce(sum(account_pay.amount), 0)::numeric(14,2)::text
    from payments account_pay
    where account_pay.account_id = ${qualified(accountIdColumn)} and account_pay.status_id = ${sql.raw(String(APPROVED_AMOUNT_STATUS_ID))})`;
}

/**
 * Σ dealValue over the given opportunities of one account (`opportunityIds`: an int[] of the account's opportunities
 * to count, e.g. those in the open and closed buckets): the same sum as opportunityDealValue per opportunity, read as
 * one index-only range of opm_account_idx (package mappings carry their opportunity's account, kept by migration
 * opm-account's triggers) instead of one probe per opportunity. The opportunity test is a filter inside the sum, not
 * an index condition, so the range is read once. NULL when the account has no mapping (coalesce where it is shown).
 */
export function accountDealValue(accountIdColumn: SQL | AnyPgColumn, opportunityIds: SQL): SQL<string | null> {
  return sql<string | null>`(select sum((account_opm.sales_price - account_opm.discount) * account_opm.quantity)
      filter (where account_opm.opportunity_id = any(${opportunityIds}))
    from opportunity_package_mappings account_opm where account_opm.account_id = ${qualified(accountIdColumn)})`;
}
