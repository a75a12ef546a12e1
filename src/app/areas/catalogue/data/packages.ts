import { api } from '../../../lib/api/api';
import type { PackageDetail, PackageInput, PackageRow } from '../../../../domain/catalogue/package-schema';
import type { Paged } from '../../../../domain/paging/paged';

export type { PackageDetail, PackageInput, PackageRow };
export type PackageListFilter = { familyId?: number | undefined; cityId?: number | undefined; agentType?: string | undefined; active?: boolean | undefined; page: number };

export function fetchPackageList(filter: PackageListFilter, signal?: AbortSignal): Promise<Paged<PackageRow>> {
  return api.get('/sapna/v2/package', { query: { ...filter, active: filter.active === undefined ? undefined : String(filter.active) }, signal });
}
export const fetchPackage = (id: number, signal?: AbortSignal) => api.get<PackageDetail>(`/sapna/v2/package/${id}`, { signal });
export const createPackage = (input: PackageInput) => api.post<PackageDetail>('/sapna/v2/package', input, { notify: false });
export const updatePackage = (id: number, input: PackageInput) => api.put<PackageDetail>(`/sapna/v2/package/${id}`, input, { notify: false });
export const setPackageActive = (id: number, active: boolean) => api.put<PackageDetail>(`/sapna/v2/package/${id}/active`, { active }, { notify: false });
export const deletePackages = (ids: number[]) => api.post<{ deletedIds: number[]; msg: string }>('/sapna/v2/package/delete', { ids }, { notify: false });
