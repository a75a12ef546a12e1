import { catalogueEndpoints } from '../../../../domain/catalogue/catalogue.endpoints';
import type { PackageDetail, PackageInput, PackageRow } from '../../../../domain/catalogue/package-schema';
import type { Paged } from '../../../../domain/paging/paged';
import { call } from '../../../lib/api/call';

export type { PackageDetail, PackageInput, PackageRow };
export type PackageListFilter = { familyId?: number | undefined; cityId?: number | undefined; agentType?: string | undefined; active?: boolean | undefined; page: number };

export function fetchPackageList(filter: PackageListFilter, signal?: AbortSignal): Promise<Paged<PackageRow>> {
  return call(catalogueEndpoints.packages, { query: { ...filter, active: filter.active === undefined ? undefined : String(filter.active) }, signal });
}
export const fetchPackage = (id: number, signal?: AbortSignal) => call(catalogueEndpoints.package, { params: { id }, signal });
export const createPackage = (input: PackageInput) => call(catalogueEndpoints.createPackage, { body: input, notify: false });
export const updatePackage = (id: number, input: PackageInput) => call(catalogueEndpoints.updatePackage, { params: { id }, body: input, notify: false });
export const setPackageActive = (id: number, active: boolean) => call(catalogueEndpoints.setPackageActive, { params: { id }, body: { active }, notify: false });
export const deletePackages = (ids: number[]) => call(catalogueEndpoints.deletePackages, { body: { ids }, notify: false });
