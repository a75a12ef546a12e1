import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';
import { users } from './users';

/**
 * Issue 14 (ad products and slots): virtual-tour (webinar) slots. In real life these live in the ad services; here
 * they are a module of our server (spec 002 §3). The table keeps its name (video_tour_slots).
 */

/** A virtual-tour (webinar) slot, product key 82 (spec 002 §3). */
export const virtualTourSlots = pgTable(
  'video_tour_slots',
  {
    id: id(),
    opportunityId: integer().notNull(),
    profileUuid: text().notNull(),
    profileType: text(),
    eventId: integer(),
    polygonUuids: jsonb().$type<string[]>().notNull(),
    amount: money().notNull(),
    webinarStartDateTime: timestamp({ withTimezone: true }).notNull(),
    webinarEndDateTime: timestamp({ withTimezone: true }).notNull(),
    promotedListingId: integer(),
    serviceType: text().notNull(),
    remarks: text(),
    pocDetails: text(),
    sellingType: text().notNull(),
    /** 1 Scheduled (ours), 4 Cancelled, 9 Promotion Ended (final). */
    statusId: integer().notNull().default(1),
    /** The sold package mapping of the virtual-tour product on the opportunity (issue 50). */
    opportunityPackageMappingId: integer(),
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('video_tour_slots_opportunity_idx').on(t.opportunityId), index('video_tour_slots_start_idx').on(t.webinarStartDateTime.desc())],
);
