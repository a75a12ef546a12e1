import { sql, type SQL } from 'drizzle-orm';
import { accountInReadScope, opportunityInScope, type Scope } from '../scope/scope';
import type { MirroredEntity } from '../shared/sql/change-log';
import { approvalsUnderOpportunities } from '../modules/approvals/approval-rows.sync';
import { documentsUnderOpportunities } from '../modules/documents/document-rows.sync';

/**
 * Which rows of each entity a user's device mirrors: the rows the online routes would show them (scope.ts).
 * - account, contact, legal entity: the account is in scope (contacts: active ones; a deleted contact is gone).
 * - opportunity: in scope by owner or by account (opportunityInScope); termsheets, milestones (active ones)
 *   and payments: their opportunity is.
 * - comment: on an opportunity (entityTypeId 1), the opportunity is in scope; otherwise its account is.
 * - approval: about an opportunity (entityTypeId 1: discount, price restoration) that is in scope, or about a payment
 *   (entityTypeId 20: refund, payment, late cheque) or an NP slot swap (19) whose opportunity is (modules/approvals/approval-rows.sync.ts
 *   places them).
 * - document: on an opportunity in scope, or on its termsheet or payment (modules/documents/document-rows.sync.ts places them).
 *
 * Each entity is described by the FROM clause that reaches the tables its scope needs (the entity's own table
 * under its own name, so `e.id` below is that table's id) and its conditions, for the queries of pull and
 * snapshot: "ids of rows in scope", "rows of this account not in scope any more", counts.
 */
export type MirrorSource = {
  from: SQL;
  id: SQL;
  accountId: SQL;
  inScope: (scope: Scope) => SQL;
  /** Rows under these accounts. */
  ofAccounts: (accountIds: number[]) => SQL;
  /** Rows under these opportunities (null: the entity does not hang off opportunities). */
  ofOpportunities: ((opportunityIds: number[]) => SQL) | null;
};

const OPPORTUNITY_ENTITY_TYPE_ID = 1;

/** `column in (ids)`. */
const within = (column: string, ids: number[]): SQL =>
  sql`${sql.raw(column)} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

const viaOpportunity = (table: string, joins: string): Omit<MirrorSource, 'ofOpportunities'> & { ofOpportunities: (ids: number[]) => SQL } => ({
  from: sql.raw(`${table} ${joins}`),
  id: sql.raw(`${table}.id`),
  accountId: sql.raw('opportunities.account_id'),
  inScope: (scope) => opportunityInScope(scope),
  ofAccounts: (ids) => within('opportunities.account_id', ids),
  ofOpportunities: (ids) => within('opportunities.id', ids),
});

export const MIRROR_SOURCES: Record<MirroredEntity, MirrorSource> = {
  account: {
    from: sql.raw('accounts'),
    id: sql.raw('accounts.id'),
    accountId: sql.raw('accounts.id'),
    inScope: (scope) => accountInReadScope(scope),
    ofAccounts: (ids) => within('accounts.id', ids),
    ofOpportunities: null,
  },
  contact: {
    from: sql.raw('contacts join accounts on accounts.id = contacts.account_id'),
    id: sql.raw('contacts.id'),
    accountId: sql.raw('contacts.account_id'),
    inScope: (scope) => sql`(contacts.active and ${accountInReadScope(scope)})`,
    ofAccounts: (ids) => within('contacts.account_id', ids),
    ofOpportunities: null,
  },
  legalEntity: {
    from: sql.raw('account_legal_entities join accounts on accounts.id = account_legal_entities.account_id'),
    id: sql.raw('account_legal_entities.id'),
    accountId: sql.raw('account_legal_entities.account_id'),
    inScope: (scope) => accountInReadScope(scope),
    ofAccounts: (ids) => within('account_legal_entities.account_id', ids),
    ofOpportunities: null,
  },
  opportunity: viaOpportunity('opportunities', ''),
  termsheet: viaOpportunity('termsheets', 'join opportunities on opportunities.id = termsheets.opportunity_id'),
  milestone: {
    ...viaOpportunity(
      'milestones',
      'join termsheets on termsheets.id = milestones.termsheet_id join opportunities on opportunities.id = termsheets.opportunity_id',
    ),
    inScope: (scope) => sql`(milestones.active and ${opportunityInScope(scope)})`,
  },
  payment: viaOpportunity(
    'payments',
    `join milestones on milestones.id = payments.milestone_id join termsheets on termsheets.id = milestones.termsheet_id
     join opportunities on opportunities.id = termsheets.opportunity_id`,
  ),
  comment: {
    from: sql.raw(
      `comments join accounts on accounts.id = comments.account_id
       left join opportunities on comments.entity_type_id = ${OPPORTUNITY_ENTITY_TYPE_ID} and opportunities.id = comments.entity_id`,
    ),
    id: sql.raw('comments.id'),
    accountId: sql.raw('comments.account_id'),
    inScope: (scope) =>
      sql`(case when comments.entity_type_id = ${OPPORTUNITY_ENTITY_TYPE_ID}
            then opportunities.id is not null and ${opportunityInScope(scope)}
            else ${accountInReadScope(scope)} end)`,
    ofAccounts: (ids) => within('comments.account_id', ids),
    ofOpportunities: (ids) => sql`(comments.entity_type_id = ${OPPORTUNITY_ENTITY_TYPE_ID} and ${within('comments.entity_id', ids)})`,
  },
  approval: { ...viaOpportunity('approvals', ''), from: approvalsUnderOpportunities('approvals', 'opportunities') },
  document: { ...viaOpportunity('entity_documents', ''), from: documentsUnderOpportunities('entity_documents', 'opportunities') },
};

/** The ids of rows in scope matching where, by id, at most limit (a subquery; rowsInScope reads it first). */
export function idsInScope(entity: MirroredEntity, scope: Scope, where: SQL | null, limit?: number): SQL {
  const source = MIRROR_SOURCES[entity];
  const filter = where ? sql`${source.inScope(scope)} and ${where}` : source.inScope(scope);
  const page = limit === undefined ? sql`` : sql` order by ${source.id} limit ${limit}`;
  return sql`(select ${source.id} from ${source.from} where ${filter}${page})`;
}

/** Rows matching where that are not in scope (null conditions count as out). */
export function outOfScope(entity: MirroredEntity, scope: Scope, where: SQL): SQL {
  const source = MIRROR_SOURCES[entity];
  return sql`select ${source.id} as id, ${source.accountId} as account_id from ${source.from}
    where ${where} and not coalesce(${source.inScope(scope)}, false)`;
}
