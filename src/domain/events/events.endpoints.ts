import { z } from 'zod';
import { defineEndpoint } from '../endpoints/endpoint';
import { idParam, pageParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { EVENTS_PAGE_SIZE, eventInputSchema, eventViewSchema, familyEventsSchema } from './event-schema';

const tags = ['events'];

/** Marketplace events at the spec's paths (002 §7): GET and POST /sapna/event, PUT /sapna/event/{id}; `catalogue` writes. */
export const eventEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/sapna/event',
    capability: 'signedIn',
    tags,
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
  }),
  familyEvents: defineEndpoint({
    method: 'GET',
    path: '/sapna/event/family-events',
    capability: 'signedIn',
    tags,
    summary: "The package families' familyEvent values (the event form picks one; path ours)",
    response: familyEventsSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/sapna/event',
    capability: 'catalogue',
    tags,
    summary: "Create an event ('Event Created Successfully!')",
    body: eventInputSchema,
    response: eventViewSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/sapna/event/:id',
    capability: 'catalogue',
    tags,
    summary: "Update an event ('Event Updated Successfully!'); 404 when it does not exist",
    params: z.object({ id: idParam() }),
    body: eventInputSchema,
    response: eventViewSchema,
  }),
};
