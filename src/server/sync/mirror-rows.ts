import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import type { Scope } from '../scope/scope';
import { loadAccountRows } from '../modules/accounts/account-rows.sync';
import { loadCommentRows } from '../modules/comments/comment-rows.sync';
import { loadContactRows } from '../modules/contacts/contact-rows.sync';
import { loadLegalEntityRows } from '../modules/legal-entities/legal-entity-rows.sync';
import type { MirroredEntity } from '../shared/sql/change-log';
import { loadOpportunityRows } from '../modules/opportunities/opportunity-rows.sync';
import { loadTermsheetRows } from '../modules/termsheets/termsheet-rows.sync';
import type { IdFilter } from './json-rows';
import { idsInScope, MIRROR_SOURCES, outOfScope } from './mirror-scope';
import { loadMilestoneRows } from '../modules/milestones/milestone-rows.sync';
import { loadPaymentRows } from '../modules/payments/payment-rows.sync';
import { loadApprovalRows } from '../modules/approvals/approval-rows.sync';
import { loadDocumentRows } from '../modules/documents/document-rows.sync';
import type { RowOf } from '../../domain/sync/mirror-rows';

type Loader<E extends MirroredEntity> = (tx: Tx, idFilter: IdFilter) => Promise<RowOf[E][]>;

const LOADERS: { [E in MirroredEntity]: Loader<E> } = {
  account: loadAccountRows,
  contact: loadContactRows,
  legalEntity: loadLegalEntityRows,
  opportunity: loadOpportunityRows,
  termsheet: loadTermsheetRows,
  milestone: loadMilestoneRows,
  payment: loadPaymentRows,
  comment: loadCommentRows,
  approval: loadApprovalRows,
  document: loadDocumentRows,
};

/**
 * Rows of one entity that are in the user's scope and match `where` (on the mirror-scope tables), by id.
 * The ids are read first, in a statement of their own, and the loader filters on that list (one array
 * parameter, unnested): a loader names its id filter several times (an opportunity's row, its package
 * mappings, their products and projects, its collected amount), and with the scope's subquery in each place
 * PostgreSQL evaluated the scope once per place. For an agent's first 5,000 opportunities that was six scans
 * of about 35 ms each, a third of the page's statement (issue 10, the prime).
 */
export async function rowsInScope<E extends MirroredEntity>(
  tx: Tx,
  entity: E,
  scope: Scope,
  where: SQL | null,
  limit?: number,
): Promise<RowOf[E][]> {
  const found = await queryRows<{ id: number | string }>(tx, idsInScope(entity, scope, where, limit));
  if (found.length === 0) return [];
  const ids = `{${found.map((r) => Number(r.id)).join(',')}}`;
  return (LOADERS[entity] as Loader<E>)(tx, (id) => sql`${id} in (select unnest(${ids}::int[]))`);
}

/** Rows with these ids, as far as they are in scope (a missing id is deleted or out of scope). */
export async function rowsInScopeById<E extends MirroredEntity>(tx: Tx, entity: E, scope: Scope, ids: number[]): Promise<RowOf[E][]> {
  if (ids.length === 0) return [];
  const source = MIRROR_SOURCES[entity];
  return rowsInScope(tx, entity, scope, sql`${source.id} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`);
}

/** Rows matching `where` that the user may not see (any more): ids and their accounts. */
export async function idsOutOfScope(tx: Tx, entity: MirroredEntity, scope: Scope, where: SQL): Promise<{ id: number; accountId: number }[]> {
  const rows = await queryRows<{ id: number; account_id: number }>(tx, outOfScope(entity, scope, where));
  return rows.map((r) => ({ id: Number(r.id), accountId: Number(r.account_id) }));
}

export async function countInScope(tx: Tx, entity: MirroredEntity, scope: Scope): Promise<number> {
  const source = MIRROR_SOURCES[entity];
  const [row] = await queryRows<{ n: string | number }>(tx, sql`select count(*) as n from ${source.from} where ${source.inScope(scope)}`);
  return Number(row?.n ?? 0);
}
