import { api } from '../../../lib/api/api';
import type { ComplementaryProduct, Product, ProductInput } from '../../../../domain/catalogue/product-schema';
import type { Paged } from '../../../../domain/paging/paged';

export type { ComplementaryProduct, Product };
export const fetchProducts = (signal?: AbortSignal) => api.get<Paged<Product>>('/sapna/v1/products', { signal });
export const createProduct = (input: ProductInput) => api.post<Product>('/sapna/v1/products', input, { notify: false });
export const updateProduct = (id: number, input: ProductInput) => api.put<Product>(`/sapna/v1/products/${id}`, input, { notify: false });
export const deleteProduct = (id: number) => api.delete<{ id: number; msg: string }>(`/sapna/v1/products/${id}`, { notify: false });
export const fetchComplementary = (packageId: number, signal?: AbortSignal) => api.get<Paged<ComplementaryProduct>>('/sapna/v1/complementary-products', { query: { packageId }, signal });
export const fetchLinkedPackages = (productId: number, signal?: AbortSignal) => api.get<Paged<ComplementaryProduct>>('/sapna/v1/complementary-products/linked', { query: { productId }, signal });
export const addComplementary = (packageId: number, productId: number) => api.post<ComplementaryProduct>('/sapna/v1/complementary-products', { packageId, productId }, { notify: false });
export const removeComplementary = (id: number) => api.delete<{ id: number; msg: string }>(`/sapna/v1/complementary-products/${id}`, { notify: false });
