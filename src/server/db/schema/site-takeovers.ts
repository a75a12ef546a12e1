import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';
import { users } from './users';

// Issue 14 (ad products and slots): site-takeover slots (product 74) and their card images (spec 002 §3).

/** A site-takeover slot, product 74 (spec 002 §3). Cards: priorities 1-10 (banner 1, 6-8; front 2-5; logo 9, 10). */
export const siteTakeoverSlots = pgTable(
  'site_takeover_slots',
  {
    id: id(),
    opportunityId: integer().notNull(),
    entityId: integer().notNull(),
    entityTypeId: integer().notNull().default(3),
    promotionType: text().notNull(),
    productType: integer().notNull(),
    polygonUuids: jsonb().$type<string[]>().notNull(),
    amount: money().notNull(),
    supplyUserUuid: text(),
    builderProjectIds: jsonb().$type<number[]>().notNull(),
    productActivationId: integer(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    organicHardTarget: integer(),
    organicSoftTarget: integer(),
    innerChurnRadius: integer(),
    outerChurnRadius: integer(),
    profileType: text(),
    offerText: text(),
    notes: text(),
    description: text(),
    sendActivationMail: boolean().notNull().default(false),
    redirectionUrl: text(),
    propertyVideoUrl: text(),
    title: text().notNull(),
    subtitle: text().notNull(),
    cards: jsonb().$type<{ content: string; priority: number; title: string; sub_title: string; status: string; image_url: string | null }[]>().notNull(),
    /** The sold package mapping of product 74 on the opportunity (issue 50). */
    opportunityPackageMappingId: integer(),
    /** Set when the slot is cancelled (final; its booking is freed; the reason is in slot_history). */
    cancelledAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('site_takeover_slots_dates_idx').on(t.startDate, t.endDate)],
);

/** An uploaded site-takeover card image (gif, jpeg or png by content), kept in the document storage. */
export const siteTakeoverCardImages = pgTable(
  'site_takeover_card_images',
  {
    id: id(),
    slotId: integer()
      .notNull()
      .references(() => siteTakeoverSlots.id),
    priority: integer().notNull(),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    fileName: text().notNull(),
    tagIds: jsonb().$type<number[]>().notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('site_takeover_card_images_slot_idx').on(t.slotId)],
);
