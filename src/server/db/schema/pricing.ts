import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { packageProductMappings, packages, products } from './catalogue';

/**
 * Package prices (spec 001 §3, §7): one row per package and pricing parameters (city, locality, region, tier and
 * the package's other pricing parameters). Money in integer paise. `priceKey` is the canonical text of the
 * parameters, so an import updates the row it matches instead of adding a twin.
 */
export const packagePrices = pgTable(
  'package_prices',
  {
    id: id(),
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    cityId: integer().notNull(),
    localityId: integer(),
    /** Housing subscription region id (spec 001 §9: 1, 2, 4 validated for 180 days; 11 Chennai, 12 Hyderabad). */
    regionId: integer(),
    tier: integer(),
    ratePricePaise: bigint({ mode: 'number' }).notNull(),
    salesPricePaise: bigint({ mode: 'number' }).notNull(),
    validityDays: integer().notNull(),
    /** JSON text: the pricing_parameters object (localityName, cityTier and the package's other parameters). */
    pricingParameters: text().notNull().default('{}'),
    priceKey: text().notNull(),
    /** The Asia/Kolkata days the price applies (issue 50): null from, since always; null to, open-ended. */
    effectiveFrom: date({ mode: 'string' }),
    effectiveTo: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('package_prices_package_key_idx').on(t.packageId, t.priceKey), index('package_prices_city_idx').on(t.cityId, t.packageId)],
);

/** Product configurations per package-product mapping (spec 001 §3): parameters JSON text. */
export const productConfigs = pgTable(
  'product_configs',
  {
    id: id(),
    packageProductMappingId: integer()
      .notNull()
      .references(() => packageProductMappings.id),
    /** JSON text: { quantity, promotedDays, cityUUID, housingSubscriptionRegionId }. */
    parameters: text().notNull().default('{}'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('product_configs_mapping_idx').on(t.packageProductMappingId)],
);

/** Products complimentary to a package (the catalogue side; adding them to an opportunity is the money area's). */
export const complementaryProducts = pgTable(
  'complementary_products',
  {
    id: id(),
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    productId: integer()
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('complementary_products_package_product_idx').on(t.packageId, t.productId), index('complementary_products_product_idx').on(t.productId)],
);

/**
 * Who changed a package price, when, and from what to what (issue 50): one row per add, replace, edit, delete and
 * CSV-imported change. No foreign key to the price: its history outlives a deleted price.
 */
export const packagePriceChanges = pgTable(
  'package_price_changes',
  {
    id: id(),
    priceId: integer().notNull(),
    packageId: integer().notNull(),
    /** added, replaced, updated, deleted, imported. */
    action: text().notNull(),
    oldRatePricePaise: bigint({ mode: 'number' }),
    oldSalesPricePaise: bigint({ mode: 'number' }),
    oldValidityDays: integer(),
    newRatePricePaise: bigint({ mode: 'number' }),
    newSalesPricePaise: bigint({ mode: 'number' }),
    newValidityDays: integer(),
    oldEffectiveFrom: date({ mode: 'string' }),
    oldEffectiveTo: date({ mode: 'string' }),
    newEffectiveFrom: date({ mode: 'string' }),
    newEffectiveTo: date({ mode: 'string' }),
    changedBy: integer().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('package_price_changes_price_idx').on(t.priceId, t.changedAt.desc(), t.id.desc())],
);
