import { api } from '../../../lib/api/api';
import type { ProductConfig, ProductConfigInput } from '../../../../domain/catalogue/product-config-schema';
import type { Paged } from '../../../../domain/paging/paged';

export type { ProductConfig };
type Saved = { config: ProductConfig; msg: string };
export const fetchProductConfigs = (packageId: number, signal?: AbortSignal) => api.get<Paged<ProductConfig>>('/sapna/v1/product-configs', { query: { packageId }, signal });
export const createProductConfig = (input: ProductConfigInput) => api.post<Saved>('/sapna/v1/product-configs', input, { notify: false });
export const updateProductConfig = (id: number, input: ProductConfigInput) => api.put<Saved>(`/sapna/v1/product-configs/${id}`, input, { notify: false });
export const deleteProductConfig = (id: number) => api.delete<{ id: number; msg: string }>(`/sapna/v1/product-configs/${id}`, { notify: false });
