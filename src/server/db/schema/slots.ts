import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';
import type { MicrositeContent } from '../../../domain/microsites/microsite';
import { users } from './users';

/**
 * Issue 14 (ad products and slots): virtual-tour (webinar) slots, site-takeover slots (product 74) and manual churn
 * schedules. In real life these live in the ad services; here they are modules of our server (spec 002 §3).
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

/** A manual churn schedule (spec 002 §3); the scheduler polls active rows whose next run is due (SKIP LOCKED). */
export const churnSchedules = pgTable(
  'churn_schedules',
  {
    id: id(),
    profileUuid: text().notNull(),
    entityType: text().notNull(),
    entityId: integer(),
    churnStartDate: date({ mode: 'string' }).notNull(),
    churnEndDate: date({ mode: 'string' }).notNull(),
    lastNDays: integer(),
    totalLeads: integer().notNull(),
    /** The whole request as sent (search criteria, lead service type, property type, prices, possession...). */
    request: jsonb().$type<Record<string, unknown>>().notNull(),
    /** ACTIVE, STOPPED, COMPLETED. */
    status: text().notNull().default('ACTIVE'),
    leadsChurned: integer().notNull().default(0),
    runCount: integer().notNull().default(0),
    nextRunAt: timestamp({ withTimezone: true }).notNull(),
    lastRunAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id),
    stoppedBy: integer().references(() => users.id),
    stoppedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('churn_schedules_due_idx').on(t.status, t.nextRunAt), index('churn_schedules_profile_idx').on(t.profileUuid)],
);

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

/**
 * A microsite slot, placeholder (product) 75 (spec 002 §3): a project's microsite for an opportunity; its booking is
 * a slot_bookings row (source 'microsite_slot', place 'project:<id>'). Content is one JSON document.
 */
export const micrositeSlots = pgTable(
  'microsite_slots',
  {
    id: id(),
    domainId: integer().notNull(),
    opportunityId: integer().notNull(),
    projectId: integer().notNull(),
    polygonId: text(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    /** new or active (the package slot statuses); cancelled is final (issue 50). */
    status: text().notNull().default('new'),
    content: jsonb().$type<MicrositeContent>().notNull(),
    /** The sold package mapping of product 75 on the opportunity (issue 50). */
    opportunityPackageMappingId: integer(),
    createdBy: integer().references(() => users.id),
    updatedBy: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('microsite_slots_opportunity_idx').on(t.opportunityId), index('microsite_slots_domain_id_idx').on(t.domainId, t.id.desc())],
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

/**
 * What happened to a slot of any kind (issue 50): booked, moved, cancelled, with who, when and the reason given.
 * `source` is the booking source (domain/ad-products BOOKING_SOURCES).
 */
export const slotHistory = pgTable(
  'slot_history',
  {
    id: id(),
    source: text().notNull(),
    sourceId: integer().notNull(),
    /** booked, moved, cancelled. */
    action: text().notNull(),
    reason: text(),
    /** The slot's dates after the action. */
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    userId: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('slot_history_source_idx').on(t.source, t.sourceId, t.id)],
);
