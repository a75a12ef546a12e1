import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** New-project pinning slots of a package mapping (spec 002 §3 "NP slot"). */
export const npSlots = pgTable(
  'np_slots',
  {
    id: id(),
    opportunityPackageMappingId: integer().notNull(),
    opportunityId: integer().notNull(),
    productId: integer().notNull(),
    parentId: integer(),
    projectId: integer().notNull(),
    projectName: text().notNull(),
    /** { apartmentType, areaSize, price, flatConfigurationId } at the time of booking. */
    configDetails: jsonb().$type<{ apartmentType: string; areaSize: number | null; price: number | null; flatConfigurationId: number }>().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    /** pending_activation, active, swap_pending, stopped, swap_rejected. */
    status: text().notNull().default('pending_activation'),
    swapId: integer(),
    createdBy: integer().notNull(),
    stoppedBy: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('np_slots_opm_idx').on(t.opportunityPackageMappingId, t.id)],
);
