import { sql } from 'drizzle-orm';
import { approvalReviewerMappings, approvals, accounts, opportunityPackageMappings } from '../db/schema/index';
import type { Db } from '../db/client';
import { createUser } from './fixtures';
import { insertBook } from './sync-fixtures';

/**
 * What the route-by-role scope walks share (issue 56): the foreign records, made with the same id in every scoped
 * table (FOREIGN_ID, the tables' sequences moved there first) so whichever table a route's id names, the foreign
 * id is a real row of it; an id no table holds; and the rule that says which names name a record.
 */
export const FOREIGN_ID = 500001;
export const MISSING_ID = 987654;
/** The foreign account's profile (accounts.housing_profile_id), and a profile no account holds. */
export const FOREIGN_PROFILE = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const MISSING_PROFILE = '0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';
export const SCOPED_TABLES = [
  'accounts',
  'addresses',
  'account_legal_entities',
  'contacts',
  'opportunities',
  'opportunity_package_mappings',
  'opportunity_product_mappings',
  'termsheets',
  'milestones',
  'payments',
  'comments',
  'approvals',
];

/** Required query values a route needs besides ids, so the walk reaches the id check (the spec's answer words). */
export const QUERY_DEFAULTS: Record<string, string> = { status: 'Approved', discount: 'Approved', dndMarked: 'true', approvalType: 'Discount', kind: 'owner' };

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
};
export type OpenApiParameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean };
export type OpenApiOperation = { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export const isIdName = (name: string) => /(^id$|Id$|_id$|Ids$)/.test(name);
/** Profile fields: uuid-named, or the account's housingProfileId (accounts hold profiles by their uuid). */
export const isProfileName = (name: string) => /(uuid$|Uuid$|^housingProfileId$)/.test(name);

/**
 * The foreign records: an account of `scope-owner` (a Housing agent) with everything under it, and a pending
 * discount approval on its deal reviewed by `scope-reviewer`, every one at FOREIGN_ID.
 */
export async function insertForeignRecords(db: Db): Promise<void> {
  for (const table of SCOPED_TABLES) await db.execute(sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), ${FOREIGN_ID - 1})`));
  const owner = await createUser(db, { username: 'scope-owner', roles: ['HOUSING_SALES_AGENT'] });
  const reviewer = await createUser(db, { username: 'scope-reviewer', roles: ['HOUSING_SALES_MANAGER'], designationId: 37 });
  const book = await insertBook(db, { agentId: owner });
  await db.update(accounts).set({ housingProfileId: FOREIGN_PROFILE });
  await db.update(opportunityPackageMappings).set({ discount: '5000', discountApproved: 'PendingApproval' });
  const [approval] = await db
    .insert(approvals)
    .values({ entityTypeId: 1, entityId: book.opportunityId, approvalType: 'Discount', requestedById: owner, approvingAuthorityId: reviewer, opportunityPackageMappingIds: [book.packageMappingId] })
    .returning();
  await db.insert(approvalReviewerMappings).values({ approvalId: approval!.id, reviewerId: reviewer });
  // Every foreign record carries the one id the walks send.
  if (!Object.values(book).every((id) => id === FOREIGN_ID) || approval!.id !== FOREIGN_ID) throw new Error('the foreign records did not land on FOREIGN_ID');
}
