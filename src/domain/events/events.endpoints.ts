import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam, pageParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { EVENTS_PAGE_SIZE, eventInputSchema, eventViewSchema, familyEventsSchema } from './event-schema';


/** Marketplace events at the spec's paths (002 §7): GET and POST /sapna/event, PUT /sapna/event/{id}; `catalogue` writes. */
export const eventEndpoints = defineEndpoints({ tags: ['events'], capability: 'signedIn' }, {
  list: {
    method: 'GET',
    path: '/sapna/event',
    summary: 'Events, latest start first, 20 a page; every signed-in user (package families pick from them)',
    query: z.object({
      active: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
      familyEvent: z.string().trim().min(1).max(200).optional(),
      page: pageParam(),
      size: z.coerce.number().int().min(1).max(200).default(EVENTS_PAGE_SIZE),
    }),
    response: pagedSchema(eventViewSchema),
  },
  familyEvents: {
    method: 'GET',
    path: '/sapna/event/family-events',
    summary: "The package families' familyEvent values (the event form picks one; path ours)",
    response: familyEventsSchema,
  },
  create: {
    method: 'POST',
    path: '/sapna/event',
    capability: 'catalogue',
    summary: "Create an event ('Event Created Successfully!')",
    body: eventInputSchema,
    response: eventViewSchema,
  },
  update: {
    method: 'PUT',
    path: '/sapna/event/:id',
    capability: 'catalogue',
    summary: "Update an event ('Event Updated Successfully!'); 404 when it does not exist",
    params: z.object({ id: idParam() }),
    body: eventInputSchema,
    response: eventViewSchema,
  },
});
