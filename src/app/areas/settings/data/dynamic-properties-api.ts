import { dynamicPropertyEndpoints } from '../../../../domain/dynamic-properties/dynamic-properties.endpoints';
import type { DynamicPropertyView } from '../../../../domain/dynamic-properties/dynamic-property-schema';
import type { Paged } from '../../../../domain/paging/paged';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

export type { DynamicPropertyView };

/** GET /api/sapna/v1/dynamicProperties (Admin): every property with its value, who changed it and when. */
export function useDynamicProperties(): Resource<Paged<DynamicPropertyView>> {
  return useResource('dynamic-properties', (signal) => call(dynamicPropertyEndpoints.list, { signal }), { keepPrevious: true });
}

/** PUT /api/sapna/v1/dynamicProperties/{key}: the server checks the value against its key again. */
export function saveDynamicProperty(key: string, value: unknown): Promise<DynamicPropertyView> {
  return call(dynamicPropertyEndpoints.update, { params: { key }, body: { value } });
}
