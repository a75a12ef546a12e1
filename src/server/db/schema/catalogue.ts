import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';

export const packageFamilies = pgTable('package_families', {
  id: id(),
  name: text().notNull(),
  familyEvent: text(),
  /** Inactive families are hidden from pickers and kept for history. */
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
});

export const packages = pgTable(
  'packages',
  {
    id: id(),
    familyId: integer().references(() => packageFamilies.id),
    name: text().notNull(),
    /** JSON text: the fields an opportunity must fill for this package. */
    requiredFields: text().notNull().default('[]'),
    /** JSON text: requiredPricingParameters (name, type, allowedValues). */
    requiredPricingParameters: text().notNull().default('[]'),
    isPriceApplicable: boolean().notNull().default(true),
    ratePrice: money().notNull(),
    salesPrice: money().notNull(),
    validityDays: integer().notNull(),
    /** How many projects/listings the package covers (also the project-link limit). */
    quantity: integer().notNull().default(1),
    cityId: integer(),
    /** FoS, Telesales, Both. */
    agentType: text().notNull().default('Both'),
    /** Main, Complimentary, Not Applicable. */
    npType: text().notNull().default('Not Applicable'),
    /** Residential, Commercial, Both. */
    propertyCategory: text().notNull().default('Residential'),
    clientTypeId: integer(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The package picker (GET /sapna/v2/packages?cityId) and the device's copy read active packages of a city or of
  // every city: a BitmapOr of (city_id IS NULL) and (city_id = $1) on this partial index.
  (t) => [index('packages_family_idx').on(t.familyId), index('packages_active_city_idx').on(t.cityId).where(sql`${t.active}`)],
);

export const products = pgTable('products', {
  id: id(),
  name: text().notNull(),
  /** Product types 1-10 (spec 001 §9). */
  productTypeId: integer().notNull(),
  /** JSON text. */
  requiredActivationParameters: text().notNull().default('[]'),
  isNpProduct: boolean().notNull().default(false),
  active: boolean().notNull().default(true),
});


export const packageProductMappings = pgTable(
  'package_product_mappings',
  {
    id: id(),
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    productId: integer()
      .notNull()
      .references(() => products.id),
    /** JSON text. */
    activationParameters: text().notNull().default('{}'),
  },
  (t) => [index('package_product_mappings_package_idx').on(t.packageId), index('package_product_mappings_product_idx').on(t.productId)],
);
