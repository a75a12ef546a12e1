import { packageMappingEndpoints } from '../../../../domain/opportunities/package-mappings.endpoints';
import { call } from '../../../lib/api/call';
import { useMirrorResource } from '../../../lib/data/use-mirror-resource';
import type { Resource } from '../../../lib/data/use-resource';
import { pickerOptionOf, type PackagePickerOption } from '../../../../domain/catalogue/package-mirror';
import type { PackageOption } from '../../../../domain/catalogue/package-option';
import type { Paged } from '../../../../domain/paging/paged';
import { mirrorPackagePicker } from '../offline/queries';

export type { PackageOption, PackagePickerOption };

export type PackageFilter = { cityId: number | null; clientTypeId: number | null };

/** GET /api/sapna/v2/packages?cityId&clientTypeId: the packages an opportunity can add, with today's prices. */
export function fetchPackages(filter: PackageFilter, signal?: AbortSignal): Promise<Paged<PackageOption>> {
  return call(packageMappingEndpoints.packages, { query: { cityId: filter.cityId, clientTypeId: filter.clientTypeId }, ...(signal ? { signal } : {}) });
}

/**
 * The package picker's options: from the device's reference-data mirror when it holds the catalogue (so the
 * picker works offline; a catalogue change arrives with the next pull), otherwise from the server.
 */
export function usePackagePicker(filter: PackageFilter): Resource<PackagePickerOption[]> {
  return useMirrorResource(
    `package-picker:${filter.cityId ?? ''}:${filter.clientTypeId ?? ''}`,
    (db) => mirrorPackagePicker(db, filter),
    async (signal) => (await fetchPackages(filter, signal)).results.map(pickerOptionOf),
  );
}
