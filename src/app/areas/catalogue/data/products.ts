import { catalogueEndpoints } from '../../../../domain/catalogue/catalogue.endpoints';
import type { ComplementaryProduct, Product, ProductInput } from '../../../../domain/catalogue/product-schema';
import { call } from '../../../lib/api/call';

export type { ComplementaryProduct, Product };
export const fetchProducts = (signal?: AbortSignal) => call(catalogueEndpoints.products, { signal });
export const createProduct = (input: ProductInput) => call(catalogueEndpoints.createProduct, { body: input, notify: false });
export const updateProduct = (id: number, input: ProductInput) => call(catalogueEndpoints.updateProduct, { params: { id }, body: input, notify: false });
export const deleteProduct = (id: number) => call(catalogueEndpoints.deleteProduct, { params: { id }, notify: false });
export const fetchComplementary = (packageId: number, signal?: AbortSignal) => call(catalogueEndpoints.complementary, { query: { packageId }, signal });
export const addComplementary = (packageId: number, productId: number) => call(catalogueEndpoints.addComplementary, { body: { packageId, productId }, notify: false });
export const removeComplementary = (id: number) => call(catalogueEndpoints.removeComplementary, { params: { id }, notify: false });
