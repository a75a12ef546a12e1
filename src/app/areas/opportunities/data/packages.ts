import { api } from '../../../lib/api/api';
import type { PackageOption } from '../../../../domain/catalogue/package-option';
import type { Paged } from '../../../../domain/paging/paged';

export type { PackageOption };

/** GET /api/sapna/v2/packages?cityId&clientTypeId: the packages an opportunity can add, with today's prices. */
export function fetchPackages(filter: { cityId: number | null; clientTypeId: number | null }): Promise<Paged<PackageOption>> {
  return api.get<Paged<PackageOption>>('/sapna/v2/packages', { query: { cityId: filter.cityId, clientTypeId: filter.clientTypeId } });
}
