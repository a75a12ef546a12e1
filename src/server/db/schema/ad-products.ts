import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';
import { users } from './users';

/**
 * Package slots of the audience maximizer (spec 002 §3 "Package slot"; issue 14). A slot belongs to an
 * opportunity (and, when given, one of its package mappings); it books its product, place and dates in
 * slot_bookings in the same transaction.
 */
export const packageSlots = pgTable(
  'package_slots',
  {
    id: id(),
    domainId: integer().notNull(),
    opportunityId: integer().notNull(),
    opportunityPackageMappingId: integer(),
    productId: integer().notNull(),
    audienceMaximizerType: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    entityTypeId: integer().notNull().default(2),
    entityId: integer(),
    innerChurnRadius: doublePrecision(),
    outerChurnRadius: doublePrecision(),
    amount: money().notNull(),
    sendActivationMail: boolean().notNull().default(false),
    impressionsCount: integer(),
    polygonId: text(),
    productTypeId: integer(),
    productActivationId: integer(),
    notes: text(),
    isLocalityChurn: boolean().notNull().default(false),
    supplyUserUuid: text(),
    eventId: integer(),
    amTargetPolygonId: text(),
    minBudget: money(),
    maxBudget: money(),
    projectIds: jsonb().$type<number[]>().notNull().default([]),
    localityCity: text(),
    /** active, new (spec 002 §4). */
    status: text().notNull().default('new'),
    createdBy: integer().notNull(),
    updatedBy: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // get-all-packages: a product's slots newest first, optionally by status or opportunity.
    index('package_slots_product_id_idx').on(t.productId, t.id.desc()),
    index('package_slots_opportunity_idx').on(t.opportunityId, t.id.desc()),
  ],
);

/** Up to 6 cards of a package slot (priority 1-6, status active). */
export const packageSlotCards = pgTable(
  'package_slot_cards',
  {
    id: id(),
    slotId: integer()
      .notNull()
      .references(() => packageSlots.id, { onDelete: 'cascade' }),
    content: text(),
    priority: integer().notNull(),
    title: text().notNull(),
    subTitle: text(),
    productId: integer(),
    status: text().notNull().default('active'),
  },
  (t) => [index('package_slot_cards_slot_idx').on(t.slotId, t.priority)],
);

/**
 * Every booked slot of every product (package slots and NP slots): product, place and dates. The booking rule
 * (capacity per product, place and day) is checked and the row inserted in one transaction under an advisory lock
 * on (product, place).
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    id: id(),
    productId: integer().notNull(),
    /** 'polygon:<uuid>', 'project:<id>' or 'city:<id>'. */
    placeKey: text().notNull(),
    cityId: integer(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    /** package_slot, np_slot, microsite_slot or site_takeover (domain/ad-products BOOKING_SOURCES). */
    source: text().notNull(),
    sourceId: integer().notNull(),
    opportunityId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('slot_bookings_place_idx').on(t.productId, t.placeKey, t.startDate),
    index('slot_bookings_city_idx').on(t.productId, t.cityId, t.startDate),
    index('slot_bookings_source_idx').on(t.source, t.sourceId),
  ],
);

/** How many slots one place holds per day, per product (the catalogue roles edit it; 1 when absent). */
export const slotCapacities = pgTable(
  'slot_capacities',
  {
    productId: integer().notNull(),
    capacity: integer().notNull(),
    updatedBy: integer(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.productId] })],
);

/** Flat configurations of a project with their price (the project service is outside the console: seeded). */
export const projectConfigurations = pgTable(
  'project_configurations',
  {
    id: id(),
    projectId: integer().notNull(),
    apartmentType: text().notNull(),
    areaSize: doublePrecision(),
    price: money(),
  },
  (t) => [index('project_configurations_project_idx').on(t.projectId)],
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
