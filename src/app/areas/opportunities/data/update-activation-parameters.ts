import { packageMappingEndpoints } from '../../../../domain/opportunities/package-mappings.endpoints';
import { call } from '../../../lib/api/call';

export type ActivationParametersUpdate = { id: number; activationParameters: Record<string, unknown> };

/** PUT /api/sapna/v1/opportunity/product-mapping/bulk-update. */
export function updateActivationParameters(updates: ActivationParametersUpdate[]) {
  return call(packageMappingEndpoints.bulkUpdateProducts, { body: updates, notify: false });
}
