import { z } from 'zod';
import { EVENTS_PAGE_SIZE, eventInputSchema, eventViewSchema, familyEventsSchema } from '../../../domain/events/event-schema';
import { pagedSchema } from '../../../domain/paging/paged';
import type { AppInstance } from '../../http';
import { idParam, pageParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import * as service from './events.service';

const tags = ['events'];

/** Marketplace events at the spec's paths (002 §7): GET and POST /sapna/event, PUT /sapna/event/{id}. */
export async function eventsRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/event',
    {
      schema: {
        tags,
        summary: 'Events, latest start first, 20 a page; every signed-in user (package families pick from them)',
        querystring: z.object({
          active: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
          familyEvent: z.string().trim().min(1).max(200).optional(),
          page: pageParam(),
          size: z.coerce.number().int().min(1).max(200).default(EVENTS_PAGE_SIZE),
        }),
        response: { 200: pagedSchema(eventViewSchema) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.listEvents(ctx, request.query)),
  );

  api.get(
    '/sapna/event/family-events',
    { schema: { tags, summary: "The package families' familyEvent values (the event form picks one; path ours)", response: { 200: familyEventsSchema } } },
    async (request) => runService(api.db, request, (ctx) => service.familyEvents(ctx)),
  );

  api.post(
    '/sapna/event',
    {
      schema: { tags, summary: "Create an event ('Event Created Successfully!')", body: eventInputSchema, response: { 200: eventViewSchema } },
    },
    async (request) => runService(api.db, request, (ctx) => service.createEvent(ctx, request.body)),
  );

  api.put(
    '/sapna/event/:id',
    {
      schema: {
        tags,
        summary: "Update an event ('Event Updated Successfully!'); 404 when it does not exist",
        params: z.object({ id: idParam() }),
        body: eventInputSchema,
        response: { 200: eventViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.updateEvent(ctx, request.params.id, request.body)),
  );
}
