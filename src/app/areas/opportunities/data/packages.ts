import { api } from '../../../lib/api/api';
import type { Paged } from './opportunity-types';

export type PackageOption = {
  id: number;
  name: string;
  packageFamilyId: number | null;
  packageFamilyName: string | null;
  ratePrice: number;
  salesPrice: number;
  validityDays: number;
  quantity: number;
  cityId: number | null;
  clientTypeId: number | null;
  isPriceApplicable: boolean;
  requiredPricingParameters: unknown;
  products: { productId: number; productName: string; requiredActivationParameters: unknown }[];
};

/** GET /api/sapna/v2/packages?cityId&clientTypeId: the packages an opportunity can add, with today's prices. */
export function fetchPackages(filter: { cityId: number | null; clientTypeId: number | null }): Promise<Paged<PackageOption>> {
  return api.get<Paged<PackageOption>>('/sapna/v2/packages', { query: { cityId: filter.cityId, clientTypeId: filter.clientTypeId } });
}
