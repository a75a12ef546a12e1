import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { PackageContentInput, PackageContentSummary, PackageContentView } from '../../../../domain/package-content/package-content';
import { packageContentEndpoints } from '../../../../domain/package-content/package-content.endpoints';

export type { PackageContentSummary, PackageContentView };

export function usePackageContentList(): Resource<Paged<PackageContentSummary>> {
  return useResource('package-content', (signal) => call(packageContentEndpoints.list, { signal }));
}

export function usePackageContent(packageId: number | null): Resource<PackageContentView> {
  return useResource(packageId ? `package-content:${packageId}` : null, (signal) => call(packageContentEndpoints.get, { params: { packageId: packageId! }, signal }));
}

export const savePackageContent = (packageId: number, input: PackageContentInput) => call(packageContentEndpoints.save, { params: { packageId }, body: input });
