import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { salesMonthClosures } from '../../db/schema/index';

export async function closuresOfYear(tx: Tx, year: number) {
  return tx.select().from(salesMonthClosures).where(eq(salesMonthClosures.year, year)).orderBy(asc(salesMonthClosures.monthNumber));
}

export async function closureOf(tx: Tx, year: number, monthNumber: number) {
  const [row] = await tx
    .select()
    .from(salesMonthClosures)
    .where(and(eq(salesMonthClosures.year, year), eq(salesMonthClosures.monthNumber, monthNumber)))
    .for('update');
  return row;
}

export async function upsertClosure(tx: Tx, year: number, monthNumber: number, closureDate: string, by: number, now: Date) {
  await tx
    .insert(salesMonthClosures)
    .values({ year, monthNumber, closureDate, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: [salesMonthClosures.year, salesMonthClosures.monthNumber], set: { closureDate, updatedBy: by, updatedAt: now } });
}

/** Every closure date (reports and incentives pass them to salesMonthOf). */
export async function allClosures(tx: Tx) {
  return tx
    .select({ year: salesMonthClosures.year, monthNumber: salesMonthClosures.monthNumber, closureDate: salesMonthClosures.closureDate })
    .from(salesMonthClosures)
    .orderBy(asc(salesMonthClosures.year), asc(salesMonthClosures.monthNumber));
}
