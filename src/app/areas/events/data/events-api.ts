import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { EventInput, EventView, FamilyEvents } from '../../../../domain/events/event-schema';
import type { Paged } from '../../../../domain/paging/paged';

export type { EventView };

/** Events (online only): GET /sapna/event, POST /sapna/event, PUT /sapna/event/{id}. */
export function useEvents(page: number): Resource<Paged<EventView>> {
  return useResource(`events:${page}`, (signal) => api.get<Paged<EventView>>('/sapna/event', { query: { page }, signal }), { keepPrevious: true });
}

export const createEvent = (input: EventInput) => api.post<EventView>('/sapna/event', input);
export const updateEvent = (id: number, input: EventInput) => api.put<EventView>(`/sapna/event/${id}`, input);

/** The package families' events, for the form's picker (GET /sapna/event/family-events). */
export function useFamilyEvents(): Resource<FamilyEvents> {
  return useResource('events:family-events', (signal) => api.get<FamilyEvents>('/sapna/event/family-events', { signal }));
}
