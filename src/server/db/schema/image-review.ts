import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

/** Reasons a content user picks when rejecting a listing image (GET /housingAP/image-review/reject-reasons). */
export const imageRejectReasons = pgTable('image_reject_reasons', {
  id: integer().primaryKey(),
  reason: text().notNull(),
});

/**
 * Listing images waiting for review, and what the reviewer decided (issue 15). The file is in the document storage
 * under `storage_key`; the same content twice on one listing is refused (unique sha256 per listing).
 */
export const listingImages = pgTable(
  'listing_images',
  {
    id: id(),
    listingId: integer().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    /** pending, approved, rejected. */
    status: text().notNull().default('pending'),
    rejectReasonId: integer(),
    feedback: text(),
    reviewedBy: integer(),
    reviewedAt: timestamp({ withTimezone: true }),
    uploadedBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('listing_images_content_idx').on(t.listingId, t.sha256), index('listing_images_status_idx').on(t.status, t.id)],
);
