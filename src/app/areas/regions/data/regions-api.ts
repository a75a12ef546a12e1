import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { AgentLocalityInput, AgentLocalityView, MappableAgent } from '../../../../domain/regions/agent-localities';
import type { MonetizableCityView } from '../../../../domain/regions/monetizable-cities';
import type { CityTierInput, CityTierView, LocalityView, RegionCreate, RegionView } from '../../../../domain/regions/region-schemas';

/** Reads and writes of regions, city tiers, localities, monetizable cities and agents' localities (online only). */

/**
 * The last answer of each read, in memory for the page's life: offline, a screen opened again shows what it showed
 * (with the online-only notice) instead of a failure, and its forms keep what was typed.
 */
const lastAnswers = new Map<string, unknown>();
async function remembered<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    const answer = await load();
    lastAnswers.set(key, answer);
    return answer;
  } catch (error) {
    if (typeof navigator !== 'undefined' && !navigator.onLine && lastAnswers.has(key)) return lastAnswers.get(key) as T;
    throw error;
  }
}

export type { AgentLocalityView, CityTierView, LocalityView, MappableAgent, MonetizableCityView, RegionView };

export function useCityTiers(): Resource<Paged<CityTierView>> {
  return useResource('city-tiers', (signal) => remembered('city-tiers', () => api.get<Paged<CityTierView>>('/sapna/v1/city-tier-mapping', { signal })));
}

export function useRegions(cityId: number | null): Resource<Paged<RegionView>> {
  return useResource(cityId ? `regions:${cityId}` : null, (signal) => remembered(`regions:${cityId}`, () => api.get<Paged<RegionView>>('/sapna/v1/region', { query: { cityId: cityId ?? undefined }, signal })));
}

export function useLocalities(cityId: number | null): Resource<Paged<LocalityView>> {
  return useResource(cityId ? `localities:${cityId}` : null, (signal) => remembered(`localities:${cityId}`, () => api.get<Paged<LocalityView>>('/sapna/v1/localities', { query: { cityId: cityId ?? undefined }, signal })));
}

export const createRegion = (input: RegionCreate) => api.post<RegionView>('/sapna/v1/region', input);
export const renameRegion = (id: number, name: string) => api.put<RegionView>(`/sapna/v1/region/${id}`, { name });
export const deleteRegion = (id: number) => api.delete<{ id: number }>(`/sapna/v1/region/${id}`);
export const mapLocalities = (id: number, localityIds: number[]) => api.post<RegionView>(`/sapna/v1/region/${id}/locality-mapping`, { localityIds });
export const unmapLocality = (id: number, localityId: number) => api.delete<RegionView>(`/sapna/v1/region/${id}/locality-mapping`, { query: { localityId } });
export const setCityTier = (input: CityTierInput) => api.put<CityTierView>('/sapna/v1/city-tier-mapping', input);

export function useMonetizableCities(): Resource<Paged<MonetizableCityView>> {
  return useResource('monetizable-cities', (signal) => remembered('monetizable-cities', () => api.get<Paged<MonetizableCityView>>('/sapna/v1/monetizable-cities', { signal })));
}
export const addMonetizableCity = (cityId: number) => api.post<MonetizableCityView>('/sapna/v1/monetizable-cities', { cityId });
export const removeMonetizableCity = (cityId: number) => api.delete<{ cityId: number }>(`/sapna/v1/monetizable-cities/${cityId}`);

export function useAgentLocalities(filter: { cityId: number | null; agentId: number | null }): Resource<Paged<AgentLocalityView>> {
  const key = `agent-localities:${filter.cityId ?? ''}:${filter.agentId ?? ''}`;
  return useResource(key, (signal) =>
    api.get<Paged<AgentLocalityView>>('/mystique/v1/agent-locality-mapping', { query: { cityId: filter.cityId ?? undefined, agentId: filter.agentId ?? undefined }, signal }),
  );
}
export function useMappableAgents(): Resource<Paged<MappableAgent>> {
  return useResource('mappable-agents', (signal) => api.get<Paged<MappableAgent>>('/mystique/v1/agent-locality-mapping/agents', { signal }));
}
export const addAgentLocality = (input: AgentLocalityInput) => api.post<AgentLocalityView>('/mystique/v1/agent-locality-mapping', input);
export const removeAgentLocality = (id: number) => api.delete<{ id: number }>(`/mystique/v1/agent-locality-mapping/${id}`);
