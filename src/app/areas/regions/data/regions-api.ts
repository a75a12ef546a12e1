import { regionEndpoints as endpoints } from '../../../../domain/regions/regions.endpoints';
import { call } from '../../../lib/api/call';
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
  return useResource('city-tiers', (signal) => remembered('city-tiers', () => call(endpoints.cityTiers, { signal })));
}

export function useRegions(cityId: number | null): Resource<Paged<RegionView>> {
  return useResource(cityId ? `regions:${cityId}` : null, (signal) => remembered(`regions:${cityId}`, () => call(endpoints.regions, { query: { cityId: cityId ?? undefined }, signal })));
}

export function useLocalities(cityId: number | null): Resource<Paged<LocalityView>> {
  return useResource(cityId ? `localities:${cityId}` : null, (signal) => remembered(`localities:${cityId}`, () => call(endpoints.localities, { query: { cityId: cityId ?? undefined }, signal })));
}

export const createRegion = (body: RegionCreate) => call(endpoints.createRegion, { body });
export const renameRegion = (id: number, name: string) => call(endpoints.renameRegion, { params: { id }, body: { name } });
export const deleteRegion = (id: number) => call(endpoints.deleteRegion, { params: { id } });
export const mapLocalities = (id: number, localityIds: number[]) => call(endpoints.mapLocalities, { params: { id }, body: { localityIds } });
export const unmapLocality = (id: number, localityId: number) => call(endpoints.unmapLocality, { params: { id }, query: { localityId } });
export const setCityTier = (body: CityTierInput) => call(endpoints.setCityTier, { body });

export function useMonetizableCities(): Resource<Paged<MonetizableCityView>> {
  return useResource('monetizable-cities', (signal) => remembered('monetizable-cities', () => call(endpoints.monetizableCities, { signal })));
}
export const addMonetizableCity = (cityId: number) => call(endpoints.addMonetizableCity, { body: { cityId } });
export const removeMonetizableCity = (cityId: number) => call(endpoints.removeMonetizableCity, { params: { cityId } });

export function useAgentLocalities(filter: { cityId: number | null; agentId: number | null }): Resource<Paged<AgentLocalityView>> {
  const key = `agent-localities:${filter.cityId ?? ''}:${filter.agentId ?? ''}`;
  return useResource(key, (signal) => call(endpoints.agentLocalities, { query: { cityId: filter.cityId ?? undefined, agentId: filter.agentId ?? undefined }, signal }));
}
export function useMappableAgents(): Resource<Paged<MappableAgent>> {
  return useResource('mappable-agents', (signal) => call(endpoints.mappableAgents, { signal }));
}
export const addAgentLocality = (body: AgentLocalityInput) => call(endpoints.addAgentLocality, { body });
export const removeAgentLocality = (id: number) => call(endpoints.removeAgentLocality, { params: { id } });
