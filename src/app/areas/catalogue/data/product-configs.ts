import { catalogueEndpoints } from '../../../../domain/catalogue/catalogue.endpoints';
import type { ProductConfig, ProductConfigInput } from '../../../../domain/catalogue/product-config-schema';
import { call } from '../../../lib/api/call';

export type { ProductConfig };
export const fetchProductConfigs = (packageId: number, signal?: AbortSignal) => call(catalogueEndpoints.productConfigs, { query: { packageId }, signal });
export const createProductConfig = (input: ProductConfigInput) => call(catalogueEndpoints.createProductConfig, { body: input, notify: false });
export const updateProductConfig = (id: number, input: ProductConfigInput) => call(catalogueEndpoints.updateProductConfig, { params: { id }, body: input, notify: false });
export const deleteProductConfig = (id: number) => call(catalogueEndpoints.deleteProductConfig, { params: { id }, notify: false });
