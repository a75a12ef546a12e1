import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, money } from './columns';

/**
 * Listings of seller profiles. In production these live in the marketplace's listing services; here they are
 * a module of our server with seeded rows, reached through the same calls (issue 3).
 */
export const listings = pgTable(
  'listings',
  {
    id: id(),
    profileUuid: text().notNull(),
    /** BUY, RENT, PG, COMMERCIAL. */
    listingType: text().notNull(),
    title: text().notNull(),
    /** ACTIVE, PENDING, INACTIVE, EXPIRED. */
    status: text().notNull(),
    price: money().notNull(),
    cityId: integer(),
    localityId: integer(),
    inventoryCanonicalUrl: text().notNull(),
    polygonsHash: text(),
    imagesHash: text(),
    inventoryConfigs: text().notNull().default('[]'),
    isPaidListing: boolean().notNull().default(false),
    paymentDoneActivationPending: boolean().notNull().default(false),
    isListingPayable: boolean().notNull().default(true),
    isListingAdPackageBought: boolean().notNull().default(false),
    isNewProject: boolean().notNull().default(false),
    taggedProductMappingId: integer(),
    dateAdded: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('listings_profile_idx').on(t.profileUuid, t.listingType), index('listings_tagged_idx').on(t.taggedProductMappingId)],
);

export const listingLeads = pgTable(
  'listing_leads',
  {
    id: id(),
    listingId: integer().notNull(),
    service: text().notNull(),
    leadCount: integer().notNull(),
    leadDate: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('listing_leads_listing_idx').on(t.listingId, t.leadDate)],
);
