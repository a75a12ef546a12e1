import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { PackageContentInput, PackageContentSummary, PackageContentView } from '../../../../domain/package-content/package-content';

export type { PackageContentSummary, PackageContentView };

export function usePackageContentList(): Resource<Paged<PackageContentSummary>> {
  return useResource('package-content', (signal) => api.get<Paged<PackageContentSummary>>('/sapna/v1/package-content', { signal }));
}

export function usePackageContent(packageId: number | null): Resource<PackageContentView> {
  return useResource(packageId ? `package-content:${packageId}` : null, (signal) => api.get<PackageContentView>(`/sapna/v1/package-content/${packageId}`, { signal }));
}

export const savePackageContent = (packageId: number, input: PackageContentInput) => api.put<PackageContentView>(`/sapna/v1/package-content/${packageId}`, input);
