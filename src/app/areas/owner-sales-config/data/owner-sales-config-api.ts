import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { OwnerSalesConfigInput, OwnerSalesConfigView } from '../../../../domain/owner-sales-config/owner-sales-config';
import type { ReferenceData } from '../../../../domain/reference/reference-data';

export type { OwnerSalesConfigView };

export function useOwnerSalesConfig(): Resource<OwnerSalesConfigView> {
  return useResource('owner-sales-config', (signal) => api.get<OwnerSalesConfigView>('/mystique/v1/owner-sales-config', { signal }));
}

export const saveOwnerSalesConfig = (input: OwnerSalesConfigInput) => api.put<OwnerSalesConfigView>('/mystique/v1/owner-sales-config', input);

/** The cities (reference data). */
export function useCities(): Resource<ReferenceData> {
  return useResource('owner-sales-config:reference', (signal) => api.get<ReferenceData>('/sapna/v1/reference-data', { signal }));
}
