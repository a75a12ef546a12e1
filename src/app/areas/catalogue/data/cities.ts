import { api } from '../../../lib/api/api';
import type { ReferenceData } from '../../../../domain/reference/reference-data';

/** The cities of the reference data (the pickers' city lists). */
export async function fetchCities(signal?: AbortSignal): Promise<{ id: number; name: string }[]> {
  const data = await api.get<ReferenceData>('/sapna/v1/reference-data', { signal, cache: {} });
  return data.cities;
}

export const fetchLocalities = (cityId: number, signal?: AbortSignal) => api.get<{ id: number; name: string; regionId: number | null }[]>('/sapna/v2/package-price/localities', { query: { cityId }, signal });
