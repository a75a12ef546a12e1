import { call } from '../../../lib/api/call';
import { referenceEndpoints } from '../../../../domain/reference/reference.endpoints';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { OwnerSalesConfigInput, OwnerSalesConfigView } from '../../../../domain/owner-sales-config/owner-sales-config';
import { ownerSalesConfigEndpoints } from '../../../../domain/owner-sales-config/owner-sales-config.endpoints';
import type { ReferenceData } from '../../../../domain/reference/reference-data';

export type { OwnerSalesConfigView };

export function useOwnerSalesConfig(): Resource<OwnerSalesConfigView> {
  return useResource('owner-sales-config', (signal) => call(ownerSalesConfigEndpoints.get, { signal }));
}

export const saveOwnerSalesConfig = (input: OwnerSalesConfigInput) => call(ownerSalesConfigEndpoints.save, { body: input });

/** The cities (reference data). */
export function useCities(): Resource<ReferenceData> {
  return useResource('owner-sales-config:reference', (signal) => call(referenceEndpoints.referenceData, { signal }));
}
