import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id } from './columns';

// The pickers' city and locality search (issue 55, suggest.service.ts): a word start typed is a regex on lower(name),
// which a trigram index serves (pg_trgm, migration 0005).
export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text().notNull(),
    uuid: text().notNull().unique(),
    stateName: text().notNull(),
    /** City tier 1-3 (spec 001 §9). */
    tier: integer().notNull(),
  },
  (t) => [index('cities_name_lower_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);

export const localities = pgTable(
  'localities',
  {
    id: id(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    name: text().notNull(),
    uuid: text().notNull().unique(),
  },
  (t) => [index('localities_city_idx').on(t.cityId), index('localities_name_lower_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);
