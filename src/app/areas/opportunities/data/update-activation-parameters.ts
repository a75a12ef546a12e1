import { api } from '../../../lib/api/api';
import type { ProductMapping } from './opportunity-types';

export type ActivationParametersUpdate = { id: number; activationParameters: Record<string, unknown> };

/** PUT /api/sapna/v1/opportunity/product-mapping/bulk-update. */
export function updateActivationParameters(updates: ActivationParametersUpdate[]): Promise<{ message: string; results: ProductMapping[] }> {
  return api.put<{ message: string; results: ProductMapping[] }>('/sapna/v1/opportunity/product-mapping/bulk-update', updates, { notify: false });
}
