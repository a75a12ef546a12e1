import { boolean, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * Complimentary products given on an opportunity's package mapping (spec 001 §5): a product the catalogue lists as
 * complimentary to the package (complementary_products), added free by a manager; deactivated, never deleted.
 */
export const opportunityComplimentaryProducts = pgTable(
  'opportunity_complimentary_products',
  {
    id: id(),
    opportunityId: integer().notNull(),
    opportunityPackageMappingId: integer().notNull(),
    productId: integer().notNull(),
    active: boolean().notNull().default(true),
    addedById: integer().notNull(),
    createdAt: createdAt(),
    deactivatedById: integer(),
    deactivatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('ocp_opportunity_idx').on(t.opportunityId), index('ocp_package_mapping_idx').on(t.opportunityPackageMappingId, t.productId)],
);
