import { api } from '../../../lib/api/api';
import type { Family, FamilyCopyInput, FamilyInput } from '../../../../domain/catalogue/family-schema';

export type { Family };
export const fetchFamilies = (signal?: AbortSignal) => api.get<Family[]>('/sapna/v3/package-families', { signal });
export const createFamily = (input: FamilyInput) => api.post<Family>('/sapna/v2/package-family', input, { notify: false });
export const updateFamily = (id: number, input: FamilyInput) => api.put<Family>(`/sapna/v2/package-family/${id}`, input, { notify: false });
export const deleteFamily = (id: number) => api.delete<{ id: number; msg: string }>(`/sapna/v2/package-family/${id}`, { notify: false });
export const copyFamily = (id: number, input: FamilyCopyInput) =>
  api.post<{ family: Family; copied: { packages: number; mappings: number; productConfigs: number; prices: number } }>(`/sapna/v2/package-family/${id}/copy`, input, { notify: false });
