import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import type { MicrositeContent } from '../../../domain/microsites/microsite';
import { users } from './users';

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
