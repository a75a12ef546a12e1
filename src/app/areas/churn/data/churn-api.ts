import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { ChurnPoc, ChurnScheduleInput, ChurnScheduleView, ChurnSimulation } from '../../../../domain/churn/churn-schedule';

export type { ChurnPoc, ChurnScheduleView, ChurnSimulation };

const BASE = '/housingAdvert/churn';

export const simulateChurnSchedule = (input: ChurnScheduleInput) => api.post<ChurnSimulation>(`${BASE}/simulate-manual-churn-schedule`, input);
export const createChurnSchedule = (input: ChurnScheduleInput) => api.post<ChurnScheduleView>(`${BASE}/create-manual-churn-schedule`, input);
export const stopChurnSchedule = (id: number) => api.post<ChurnScheduleView>(`${BASE}/stop-manual-churn-schedule?id=${id}`, {});

export type ChurnFilters = { status: string; profile_uuid: string; entity_id: string; created_by: string; sort_key: string; sort_order: string };

export function useChurnSchedules(filters: ChurnFilters, page: number, size: number): Resource<Paged<ChurnScheduleView>> {
  const params = new URLSearchParams({ page: String(page), size: String(size), sort_key: filters.sort_key, sort_order: filters.sort_order });
  for (const key of ['status', 'profile_uuid', 'entity_id', 'created_by'] as const) if (filters[key].trim() !== '') params.set(key, filters[key].trim());
  const url = `${BASE}/manual-churn-schedules?${params.toString()}`;
  return useResource(url, (signal) => api.get<Paged<ChurnScheduleView>>(url, { signal }));
}

export function useChurnPocs(profileUuid: string | null): Resource<{ results: ChurnPoc[] }> {
  const url = profileUuid ? `${BASE}/manual-churn-pocs?profile_uuid=${encodeURIComponent(profileUuid)}` : null;
  return useResource(url, (signal) => api.get<{ results: ChurnPoc[] }>(url ?? '', { signal }));
}
