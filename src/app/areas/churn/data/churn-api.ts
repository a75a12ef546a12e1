import { churnEndpoints } from '../../../../domain/churn/churn.endpoints';
import type { ChurnListQuery, ChurnPoc, ChurnScheduleInput, ChurnScheduleView, ChurnSimulation } from '../../../../domain/churn/churn-schedule';
import type { Paged } from '../../../../domain/paging/paged';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

export type { ChurnPoc, ChurnScheduleView, ChurnSimulation };

export const simulateChurnSchedule = (input: ChurnScheduleInput) => call(churnEndpoints.simulate, { body: input });
export const createChurnSchedule = (input: ChurnScheduleInput) => call(churnEndpoints.create, { body: input });
export const stopChurnSchedule = (id: number) => call(churnEndpoints.stop, { query: { id } });

export type ChurnFilters = { status: string; profile_uuid: string; entity_id: string; created_by: string; sort_key: string; sort_order: string };

export function useChurnSchedules(filters: ChurnFilters, page: number, size: number): Resource<Paged<ChurnScheduleView>> {
  const query: Record<string, string | number> = { page, size, sort_key: filters.sort_key, sort_order: filters.sort_order };
  for (const key of ['status', 'profile_uuid', 'entity_id', 'created_by'] as const) if (filters[key].trim() !== '') query[key] = filters[key].trim();
  // The form's selects offer only the schema's statuses and sort keys; the server refuses anything else (400).
  const typed = query as ChurnListQuery;
  return useResource(`churn-schedules:${JSON.stringify(query)}`, (signal) => call(churnEndpoints.list, { query: typed, signal }));
}

export function useChurnPocs(profileUuid: string | null): Resource<{ results: ChurnPoc[] }> {
  return useResource(profileUuid ? `churn-pocs:${profileUuid}` : null, (signal) => call(churnEndpoints.pocs, { query: { profile_uuid: profileUuid ?? '' }, signal }));
}
