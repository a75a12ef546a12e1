import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { cities, localities } from './reference';
import { packages } from './catalogue';
import { users } from './users';

/**
 * Regions, monetizable cities, agents' localities, sales month closures, package content and the owner sales
 * configuration (issue 11, the regions half). City tiers live on `cities.tier`.
 */

/** A named group of a city's localities (spec 001 §3 Region: cityId, localityRegionMappings). One name per city. */
export const regions = pgTable(
  'regions',
  {
    id: id(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    name: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The service compares names case-insensitively (West and west are one region); the index guards exact duplicates.
  (t) => [uniqueIndex('regions_city_name_uq').on(t.cityId, t.name), index('regions_city_idx').on(t.cityId)],
);

/** A locality belongs to at most one region (a locality has one city, so: at most one region of its city). */
export const localityRegionMappings = pgTable(
  'locality_region_mappings',
  {
    id: id(),
    regionId: integer()
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    localityId: integer()
      .notNull()
      .references(() => localities.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('locality_region_mappings_locality_uq').on(t.localityId), index('locality_region_mappings_region_idx').on(t.regionId)],
);

/** The cities where the brand sells (spec 001 §2 monetizable-cities). */
export const monetizableCities = pgTable('monetizable_cities', {
  cityId: integer()
    .primaryKey()
    .references(() => cities.id),
  createdAt: createdAt(),
  createdBy: integer(),
});

/** Which agents serve which localities (locality-agent-mapping). */
export const agentLocalityMappings = pgTable(
  'agent_locality_mappings',
  {
    id: id(),
    agentId: integer()
      .notNull()
      .references(() => users.id),
    localityId: integer()
      .notNull()
      .references(() => localities.id),
    createdAt: createdAt(),
    createdBy: integer(),
  },
  (t) => [uniqueIndex('agent_locality_mappings_uq').on(t.agentId, t.localityId), index('agent_locality_mappings_locality_idx').on(t.localityId)],
);

/** The closure date of a sales month (spec 001 §3: month, year, monthNumber, closureDate). One per (year, month). */
export const salesMonthClosures = pgTable(
  'sales_month_closures',
  {
    id: id(),
    year: integer().notNull(),
    monthNumber: integer().notNull(),
    closureDate: date({ mode: 'string' }).notNull(),
    updatedAt: updatedAt(),
    updatedBy: integer(),
  },
  (t) => [uniqueIndex('sales_month_closures_month_uq').on(t.year, t.monthNumber)],
);

/** The display content of a package (content-package-page); our fields, the spec shows none. */
export const packageContents = pgTable('package_contents', {
  packageId: integer()
    .primaryKey()
    .references(() => packages.id),
  title: text().notNull(),
  description: text().notNull().default(''),
  /** JSON text: string[]. */
  highlights: text().notNull().default('[]'),
  imageUrl: text(),
  updatedAt: updatedAt(),
  updatedBy: integer(),
});

/** The owner and tenant telesales settings (one row, id 1). */
export const ownerSalesSettings = pgTable('owner_sales_settings', {
  id: integer().primaryKey(),
  prioritisedPull: boolean().notNull().default(false),
  sentLinkStageId: integer().notNull().default(98),
  sentLinkCaseSubType: integer().notNull().default(13),
  updatedAt: timestamp({ withTimezone: true }),
  updatedBy: integer(),
});

/** A package offered to owners or tenants in a city, for selling (BUY) or renting (RENT) listings. */
export const ownerSalesOffers = pgTable(
  'owner_sales_offers',
  {
    id: id(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    audience: text().notNull(),
    listingType: text().notNull(),
    packageId: integer()
      .notNull()
      .references(() => packages.id),
  },
  (t) => [uniqueIndex('owner_sales_offers_uq').on(t.cityId, t.audience, t.listingType, t.packageId)],
);

/**
 * The version of the reference data the devices mirror (cities, tiers, localities, regions, monetizable cities):
 * bumped by every write to them, answered by each pull, so a device downloads the reference data again as soon as
 * it changes (SYNC.md: reference data is not in the change log). One row, id 1.
 */
export const referenceDataVersions = pgTable('reference_data_versions', {
  id: integer().primaryKey(),
  version: integer().notNull().default(0),
  updatedAt: updatedAt(),
});
