import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, updatedAt } from './columns';
import { projects } from './opportunities';
import { cities } from './reference';
import { users } from './users';

/**
 * Issue 14, ad-product configuration and flat panel (spec 002 §2; fields not shown, ours).
 */

/** One row per section of the ad-product configuration (domain/ad-config): the values as the section's fields. */
export const adProductConfigSections = pgTable('ad_product_config_sections', {
  section: text().primaryKey(),
  values: jsonb().$type<Record<string, number | boolean | string | null>>().notNull(),
  updatedBy: integer().references(() => users.id),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A city's flat panel: the projects shown, their order 1..n, dates and active. A save replaces the city's rows. */
export const flatPanelEntries = pgTable(
  'flat_panel_entries',
  {
    id: id(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    projectId: integer()
      .notNull()
      .references(() => projects.id),
    position: integer().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    active: boolean().notNull().default(true),
    updatedBy: integer().references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('flat_panel_city_project_uq').on(t.cityId, t.projectId),
    uniqueIndex('flat_panel_city_position_uq').on(t.cityId, t.position),
    index('flat_panel_project_idx').on(t.projectId),
  ],
);
