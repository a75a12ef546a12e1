import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id } from './columns';

export const cities = pgTable('cities', {
  id: id(),
  name: text().notNull(),
  uuid: text().notNull().unique(),
  stateName: text().notNull(),
  /** City tier 1-3 (spec 001 §9). */
  tier: integer().notNull(),
});

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
  (t) => [index('localities_city_idx').on(t.cityId)],
);
