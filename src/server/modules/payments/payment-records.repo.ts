// Documents, refunds and recollections of a payment.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DOCUMENT_ENTITY_TYPES } from '../../../domain/documents/document-schema';
import type { PaymentDocument, PaymentDocumentType, Refund } from '../../../domain/payments/payment-details';
import type { Tx } from '../../db/client';
import { entityDocuments, paymentDocuments, payments, refunds, users } from '../../db/schema/index';
import { rupeesOfNumeric } from '../../shared/money-text';
import { userDisplayName } from '../../shared/user-names.sql';

/** The payment that recollected or represented this one, if any. */
export async function recollectionOf(tx: Tx, paymentId: number): Promise<number | null> {
  const [row] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.originalPaymentId, paymentId)).limit(1);
  return row?.id ?? null;
}

/**
 * Every document of a payment (issue 52): its own (payment_documents) and those posted to the document API for it
 * (entity_documents, entityTypeId 4), oldest first.
 */
export async function documentsOf(tx: Tx, paymentId: number): Promise<PaymentDocument[]> {
  const own = await tx
    .select({
      id: paymentDocuments.id,
      documentType: paymentDocuments.documentType,
      fileName: paymentDocuments.fileName,
      contentType: paymentDocuments.contentType,
      sizeBytes: paymentDocuments.sizeBytes,
      uploadedByName: userDisplayName(),
      createdAt: paymentDocuments.createdAt,
    })
    .from(paymentDocuments)
    .leftJoin(users, eq(users.id, paymentDocuments.uploadedById))
    .where(eq(paymentDocuments.paymentId, paymentId))
    .orderBy(asc(paymentDocuments.id));
  const posted = await tx
    .select({
      id: entityDocuments.id,
      documentType: entityDocuments.documentSubType,
      fileName: entityDocuments.fileName,
      contentType: entityDocuments.contentType,
      sizeBytes: entityDocuments.sizeBytes,
      uploadedByName: userDisplayName(),
      createdAt: entityDocuments.createdAt,
    })
    .from(entityDocuments)
    .leftJoin(users, eq(users.id, entityDocuments.uploadedBy))
    .where(and(eq(entityDocuments.entityTypeId, DOCUMENT_ENTITY_TYPES.PAYMENT), eq(entityDocuments.entityId, paymentId)))
    .orderBy(asc(entityDocuments.id));
  const present = (source: PaymentDocument['source']) => (r: (typeof own)[number]): PaymentDocument => ({
    ...r,
    source,
    uploadedByName: r.uploadedByName || null,
    createdAt: r.createdAt.toISOString(),
  });
  return [...own.map(present('payment')), ...posted.map(present('entity'))].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/** Removes one of the payment's own documents; false when it has no such document. */
export async function deleteDocument(tx: Tx, paymentId: number, documentId: number): Promise<boolean> {
  const deleted = await tx
    .delete(paymentDocuments)
    .where(and(eq(paymentDocuments.paymentId, paymentId), eq(paymentDocuments.id, documentId)))
    .returning({ id: paymentDocuments.id });
  return deleted.length > 0;
}

export async function documentFile(tx: Tx, paymentId: number, documentId: number) {
  const [row] = await tx
    .select({ fileName: paymentDocuments.fileName, contentType: paymentDocuments.contentType, content: paymentDocuments.content })
    .from(paymentDocuments)
    .where(and(eq(paymentDocuments.paymentId, paymentId), eq(paymentDocuments.id, documentId)));
  return row ?? null;
}

/** Inserts the document; null when the payment already has one of that type (the unique index decides, race-free). */
export async function insertDocument(
  tx: Tx,
  doc: { paymentId: number; documentType: PaymentDocumentType; fileName: string; contentType: string; content: Buffer; uploadedById: number; createdAt: Date },
): Promise<number | null> {
  const [row] = await tx
    .insert(paymentDocuments)
    .values({ ...doc, sizeBytes: doc.content.length })
    .onConflictDoNothing({ target: [paymentDocuments.paymentId, paymentDocuments.documentType] })
    .returning({ id: paymentDocuments.id });
  return row?.id ?? null;
}

const refundColumns = {
  id: refunds.id,
  paymentId: refunds.paymentId,
  milestoneId: refunds.milestoneId,
  amount: refunds.amount,
  remark: refunds.remark,
  createdByName: userDisplayName(),
  createdAt: refunds.createdAt,
};

function toRefund(r: { id: number; paymentId: number; milestoneId: number; amount: string; remark: string | null; createdByName: string; createdAt: Date }): Refund {
  return { ...r, amount: rupeesOfNumeric(r.amount), createdByName: r.createdByName || null, createdAt: r.createdAt.toISOString() };
}

export async function refundsOfPayment(tx: Tx, paymentId: number): Promise<Refund[]> {
  const rows = await tx.select(refundColumns).from(refunds).leftJoin(users, eq(users.id, refunds.createdById)).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.id));
  return rows.map(toRefund);
}

/** Refunds of some milestones, oldest first (the termsheet page shows them under each milestone). */
export async function refundsOfMilestones(tx: Tx, milestoneIds: number[]): Promise<Refund[]> {
  if (milestoneIds.length === 0) return [];
  const rows = await tx
    .select(refundColumns)
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.createdById))
    .where(inArray(refunds.milestoneId, milestoneIds))
    .orderBy(asc(refunds.id));
  return rows.map(toRefund);
}

/** What was refunded of a payment, summed exactly by PostgreSQL. */
export async function refundedPaise(tx: Tx, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ paise: sql<string>`coalesce(sum(${refunds.amount}) * 100, 0)::bigint::text` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return Number(row?.paise ?? 0);
}
