import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoiceSerialCounters, invoices } from '../../db/schema/index';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The next number of a series in a financial year: the counter row is inserted at 1 or incremented, in the
 * invoice's own transaction. The row lock it takes serialises concurrent invoices of the series until commit, and a
 * rollback undoes the increment, so numbers are consecutive with no gap and no duplicate (a sequence would leave
 * gaps). Call it last, just before inserting the invoice, to hold the lock briefly.
 */
export async function nextInvoiceNumber(tx: Tx, series: string, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSerialCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSerialCounters.series, invoiceSerialCounters.financialYear],
      set: { lastNumber: sql`${invoiceSerialCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSerialCounters.lastNumber });
  if (!row) throw new Error('invoice counter not updated');
  return row.lastNumber;
}

export async function insertInvoice(tx: Tx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice not inserted');
  return row;
}

export async function invoiceById(tx: Tx, id: number, opts: { lock?: boolean } = {}): Promise<InvoiceRow | null> {
  const query = tx.select().from(invoices).where(eq(invoices.id, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function invoicesOfTermsheet(tx: Tx, termsheetId: number): Promise<InvoiceRow[]> {
  return tx.select().from(invoices).where(eq(invoices.termsheetId, termsheetId)).orderBy(asc(invoices.id));
}

/** The termsheet's invoice of a kind that is not cancelled, if any. */
export async function activeInvoiceOfTermsheet(tx: Tx, termsheetId: number, kind: string): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.termsheetId, termsheetId), eq(invoices.kind, kind), isNull(invoices.cancelledAt)));
  return row ?? null;
}

export async function updateInvoice(tx: Tx, id: number, set: Partial<typeof invoices.$inferInsert>): Promise<InvoiceRow> {
  const [row] = await tx.update(invoices).set(set).where(eq(invoices.id, id)).returning();
  if (!row) throw new Error('invoice not updated');
  return row;
}
