import { eventEndpoints } from '../../../../domain/events/events.endpoints';
import type { EventInput, EventView, FamilyEvents } from '../../../../domain/events/event-schema';
import type { Paged } from '../../../../domain/paging/paged';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

export type { EventView };

/** Events (online only): GET /sapna/event, POST /sapna/event, PUT /sapna/event/{id}. */
export function useEvents(page: number): Resource<Paged<EventView>> {
  return useResource(`events:${page}`, (signal) => call(eventEndpoints.list, { query: { page }, signal }), { keepPrevious: true });
}

export const createEvent = (input: EventInput) => call(eventEndpoints.create, { body: input });
export const updateEvent = (id: number, input: EventInput) => call(eventEndpoints.update, { params: { id }, body: input });

/** The package families' events, for the form's picker (GET /sapna/event/family-events). */
export function useFamilyEvents(): Resource<FamilyEvents> {
  return useResource('events:family-events', (signal) => call(eventEndpoints.familyEvents, { signal }));
}
