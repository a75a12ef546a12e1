import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { DOCUMENT_ENTITY_TYPES } from '../../../domain/documents/document-schema';
import { queryRows, type Tx } from '../../db/client';
import { entityDocuments, milestones, payments, users } from '../../db/schema/index';
import { fullName } from '../../shared/sql/user-names.sql';

/** Every column but the bytes a moved document keeps in the row (`content`: read only to download it). */
const { content: _content, ...metaColumns } = getTableColumns(entityDocuments);
export type DocumentRow = Omit<typeof entityDocuments.$inferSelect, 'content'> & { inline: boolean };
const rowColumns = { ...metaColumns, inline: sql<boolean>`(${entityDocuments.content} is not null)`.mapWith(Boolean) };

export async function documentsOf(tx: Tx, entityTypeId: number, entityId: number) {
  return tx
    .select({ doc: rowColumns, uploadedByName: fullName(users) })
    .from(entityDocuments)
    .leftJoin(users, eq(users.id, entityDocuments.uploadedBy))
    .where(and(eq(entityDocuments.entityTypeId, entityTypeId), eq(entityDocuments.entityId, entityId)))
    .orderBy(asc(entityDocuments.createdAt), asc(entityDocuments.id));
}

export async function findDocument(tx: Tx, id: number, lock = false): Promise<DocumentRow | undefined> {
  const query = tx.select(rowColumns).from(entityDocuments).where(eq(entityDocuments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The bytes a moved document keeps in its row (null for one whose bytes are in the document storage). */
export async function inlineContent(tx: Tx, id: number): Promise<Buffer | null> {
  const [row] = await tx.select({ content: entityDocuments.content }).from(entityDocuments).where(eq(entityDocuments.id, id));
  return row?.content ?? null;
}

/** The payment's document of this type, if it has one (a payment carries one of each kind). */
export async function paymentDocumentOfType(tx: Tx, paymentId: number, documentSubType: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: entityDocuments.id })
    .from(entityDocuments)
    .where(and(eq(entityDocuments.entityTypeId, DOCUMENT_ENTITY_TYPES.PAYMENT), eq(entityDocuments.entityId, paymentId), eq(entityDocuments.documentSubType, documentSubType)))
    .limit(1);
  return row?.id;
}

/** Inserts the row; null when the same content of the same type is already on the entity (the unique index). */
export async function insertDocument(tx: Tx, row: typeof entityDocuments.$inferInsert): Promise<number | null> {
  const [inserted] = await tx.insert(entityDocuments).values(row).onConflictDoNothing().returning({ id: entityDocuments.id });
  return inserted?.id ?? null;
}

export async function deleteDocument(tx: Tx, id: number): Promise<void> {
  await tx.delete(entityDocuments).where(eq(entityDocuments.id, id));
}

/** The termsheet a payment belongs to (through its milestone), or undefined for an unknown payment. */
export async function termsheetOfPayment(tx: Tx, paymentId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ termsheetId: milestones.termsheetId })
    .from(payments)
    .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
    .where(eq(payments.id, paymentId));
  return row?.termsheetId;
}

/** A payment's status, its row locked until the transaction ends; undefined for an unknown payment. */
export async function paymentStatusForUpdate(tx: Tx, paymentId: number): Promise<number | undefined> {
  const [row] = await tx.select({ statusId: payments.statusId }).from(payments).where(eq(payments.id, paymentId)).for('update');
  return row?.statusId;
}

/** The account whose opportunity a record's documents hang under (opportunity 1, termsheet 2, payment 4), for the change log. */
export async function accountOfRecord(tx: Tx, entityTypeId: number, entityId: number): Promise<number | undefined> {
  const [row] = await queryRows<{ account_id: number }>(
    tx,
    sql`select o.account_id from opportunities o where o.id = case ${entityTypeId}::int
        when 1 then ${entityId}::int
        when 2 then (select t.opportunity_id from termsheets t where t.id = ${entityId}::int)
        when 4 then (select t.opportunity_id from payments p join milestones m on m.id = p.milestone_id join termsheets t on t.id = m.termsheet_id where p.id = ${entityId}::int)
      end`,
  );
  return row?.account_id;
}
