import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { imageRejectReasons, listingImages, listings, users } from '../../db/schema/index';
import { fullName } from '../../shared/sql/user-names.sql';

export type ListingImageRow = typeof listingImages.$inferSelect;

export async function rejectReasons(tx: Tx) {
  return tx.select().from(imageRejectReasons).orderBy(asc(imageRejectReasons.id));
}

export async function rejectReasonExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: imageRejectReasons.id }).from(imageRejectReasons).where(eq(imageRejectReasons.id, id));
  return row !== undefined;
}

export async function listingExists(tx: Tx, listingId: number): Promise<boolean> {
  const [row] = await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId));
  return row !== undefined;
}

const reviewer = alias(users, 'reviewer');
const uploader = alias(users, 'uploader');

/** Images with what the review screen shows beside them; pending oldest first (a queue), decided newest first. */
export async function imagesPage(tx: Tx, filter: { status: string; listingId?: number | undefined; imageId?: number }, page: { page: number; size: number }) {
  const where = and(
    filter.imageId === undefined ? eq(listingImages.status, filter.status) : eq(listingImages.id, filter.imageId),
    filter.listingId === undefined ? undefined : eq(listingImages.listingId, filter.listingId),
  );
  const rows = await tx
    .select({
      image: listingImages,
      listingTitle: listings.title,
      rejectReason: imageRejectReasons.reason,
      reviewedByName: fullName(reviewer),
      uploadedByName: fullName(uploader),
    })
    .from(listingImages)
    .leftJoin(listings, eq(listings.id, listingImages.listingId))
    .leftJoin(imageRejectReasons, eq(imageRejectReasons.id, listingImages.rejectReasonId))
    .leftJoin(reviewer, eq(reviewer.id, listingImages.reviewedBy))
    .leftJoin(uploader, eq(uploader.id, listingImages.uploadedBy))
    .where(where)
    .orderBy(filter.status === 'pending' ? asc(listingImages.id) : desc(listingImages.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(listingImages).where(where);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

export async function findImage(tx: Tx, id: number, lock = false): Promise<ListingImageRow | undefined> {
  const query = tx.select().from(listingImages).where(eq(listingImages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Inserts the image; null when the same content is already on the listing (the unique index). */
export async function insertImage(tx: Tx, row: typeof listingImages.$inferInsert): Promise<number | null> {
  const [inserted] = await tx.insert(listingImages).values(row).onConflictDoNothing().returning({ id: listingImages.id });
  return inserted?.id ?? null;
}

export async function recordDecision(
  tx: Tx,
  id: number,
  decision: { status: string; rejectReasonId: number | null; feedback: string | null; reviewedBy: number; reviewedAt: Date },
): Promise<void> {
  await tx.update(listingImages).set(decision).where(eq(listingImages.id, id));
}
