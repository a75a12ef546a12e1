import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { salesClosureInputSchema, salesClosureViewSchema, salesClosureYearSchema } from './sales-closure-schemas';


/** Sales month closure dates: every signed-in user reads them, 'people' (Admin) sets them. */
export const salesClosureEndpoints = defineEndpoints({ tags: ['sales-closure'] }, {
  year: {
    method: 'GET',
    path: '/sapna/v1/sales-month-closure-date',
    capability: 'signedIn',
    summary: "A year's twelve sales months with their closure dates (null: not set, the month closes on its last day) and whether each is closed",
    query: z.object({
      year: z.coerce.number().int().min(2000).max(2100).optional(),
    }),
    response: salesClosureYearSchema,
  },
  save: {
    method: 'POST',
    path: '/sapna/v1/sales-month-closure-date',
    capability: 'people',
    summary:
      "Set or change a month's closure date (between the 1st of the month and the 15th of the next); 409 'Sales month is already closed' once its date has passed",
    body: salesClosureInputSchema,
    response: salesClosureViewSchema,
  },
});
