import { z } from 'zod';
import { salesClosureInputSchema, salesClosureViewSchema, salesClosureYearSchema } from '../../../domain/sales-closure/sales-closure-schemas';
import { istDateOf } from '../../../domain/format/ist-calendar';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { closureYear, setClosureDate } from './sales-closure.service';

export async function salesClosureRoutes(api: AppInstance): Promise<void> {
  const tags = ['sales-closure'];
  api.get(
    '/sapna/v1/sales-month-closure-date',
    {
      schema: {
        tags,
        summary: "A year's twelve sales months with their closure dates (null: not set, the month closes on its last day) and whether each is closed",
        querystring: z.object({
          year: z.coerce.number().int().min(2000).max(2100).optional(),
        }),
        response: { 200: salesClosureYearSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => closureYear(ctx, request.query.year ?? Number(istDateOf(ctx.now).slice(0, 4)))),
  );

  api.post(
    '/sapna/v1/sales-month-closure-date',
    {
      schema: {
        tags,
        summary:
          "Set or change a month's closure date (between the 1st of the month and the 15th of the next); 409 'Sales month is already closed' once its date has passed",
        body: salesClosureInputSchema,
        response: { 200: salesClosureViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => setClosureDate(ctx, request.body)),
  );
}
