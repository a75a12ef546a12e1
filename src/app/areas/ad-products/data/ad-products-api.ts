import type { HelperList } from '../../../../domain/ad-products/ad-reference';
import type { PackageSlotInput, PackageSlotPage, PackageSlotView, SlotCardsInput } from '../../../../domain/ad-products/package-slot';
import type { SlotAvailability, SlotCapacity } from '../../../../domain/ad-products/slot-availability';
import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';

export type { PackageSlotView, SlotAvailability, SlotCapacity };

/** Package slots (online only): get-all-packages, 10 a page, by status and opportunity. */
export function usePackageSlots(pageNo: number, status: string, opportunityId: string): Resource<PackageSlotPage> {
  const query = {
    row_per_page: 10,
    current_page_no: pageNo,
    promoted_entity_type_id: 2,
    slot_status_id: 0,
    placeholder_ids: '83',
    ...(status ? { status } : {}),
    ...(opportunityId ? { opportunity_id: opportunityId } : {}),
  };
  return useResource(`package-slots:${JSON.stringify(query)}`, (signal) => api.get<PackageSlotPage>('/housingAdvert/products/get-all-packages', { query, signal }), { keepPrevious: true });
}

export function usePackageSlot(slotId: number | null): Resource<PackageSlotView> {
  return useResource(slotId ? `package-slot:${slotId}` : null, (signal) => api.get<PackageSlotView>(`/housingAdvert/products/packages/${slotId}`, { signal }));
}

/** A housing helper list; `cityUuid` narrows the localities (2); null: not yet. */
export function useHelperList(n: number | null, cityUuid?: string): Resource<HelperList> {
  return useResource(n === null ? null : `helper:${n}:${cityUuid ?? ''}`, (signal) => api.get<HelperList>(`/sapna/v1/housing/helper/${n}`, { query: cityUuid ? { cityUuid } : {}, signal }));
}

export const createPackageSlot = (input: PackageSlotInput) => api.post<PackageSlotView>('/housingAdvert/products/create-packages', input);
export const updatePackageSlot = (input: PackageSlotInput) => api.post<PackageSlotView>('/housingAdvert/products/update-packages', input);
export const cancelPackageSlot = (slotId: number, reason: string) => api.post<PackageSlotView>(`/housingAdvert/products/packages/${slotId}/cancel`, { reason });
export const savePackageSlotCards = (slotId: number, input: SlotCardsInput) => api.put<PackageSlotView>(`/housingAdvert/products/packages/${slotId}/cards`, input);

export function useSlotAvailability(query: { productId: number; cityId?: number; polygonId?: string; from: string; to: string } | null): Resource<SlotAvailability> {
  return useResource(query ? `slot-availability:${JSON.stringify(query)}` : null, (signal) =>
    api.get<SlotAvailability>('/housingAdvert/products/slot-availability', { query: query ?? {}, signal }),
  );
}

export function useSlotCapacities(): Resource<SlotCapacity[]> {
  return useResource('slot-capacities', (signal) => api.get<SlotCapacity[]>('/housingAdvert/products/slot-capacities', { signal }));
}

export const saveSlotCapacity = (productId: number, capacity: number) => api.put<SlotCapacity>(`/housingAdvert/products/slot-capacities/${productId}`, { capacity });
