import { adProductEndpoints } from '../../../../domain/ad-products/ad-products.endpoints';
import type { HelperList } from '../../../../domain/ad-products/ad-reference';
import type { PackageSlotInput, PackageSlotListQuery, PackageSlotPage, PackageSlotView, SlotCardsInput } from '../../../../domain/ad-products/package-slot';
import type { SlotAvailability, SlotCapacity } from '../../../../domain/ad-products/slot-availability';
import { call } from '../../../lib/api/call';
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
    // The screen's status filter offers the schema's values only.
    ...(status ? { status: status as PackageSlotListQuery['status'] } : {}),
    ...(opportunityId ? { opportunity_id: opportunityId } : {}),
  };
  return useResource(`package-slots:${JSON.stringify(query)}`, (signal) => call(adProductEndpoints.packageSlots, { query, signal }), { keepPrevious: true });
}

export function usePackageSlot(slotId: number | null): Resource<PackageSlotView> {
  return useResource(slotId ? `package-slot:${slotId}` : null, (signal) => call(adProductEndpoints.packageSlot, { params: { slotId: slotId! }, signal }));
}

/** A housing helper list; `cityUuid` narrows the localities (2); null: not yet. */
export function useHelperList(n: number | null, cityUuid?: string): Resource<HelperList> {
  return useResource(n === null ? null : `helper:${n}:${cityUuid ?? ''}`, (signal) => call(adProductEndpoints.helperList, { params: { n: n! }, query: cityUuid ? { cityUuid } : {}, signal }));
}

export const createPackageSlot = (input: PackageSlotInput) => call(adProductEndpoints.createPackageSlot, { body: input });
export const updatePackageSlot = (input: PackageSlotInput) => call(adProductEndpoints.updatePackageSlot, { body: input });
export const cancelPackageSlot = (slotId: number, reason: string) => call(adProductEndpoints.cancelPackageSlot, { params: { slotId }, body: { reason } });
export const savePackageSlotCards = (slotId: number, input: SlotCardsInput) => call(adProductEndpoints.savePackageSlotCards, { params: { slotId }, body: input });

export function useSlotAvailability(query: { productId: number; cityId?: number; polygonId?: string; from: string; to: string } | null): Resource<SlotAvailability> {
  return useResource(query ? `slot-availability:${JSON.stringify(query)}` : null, (signal) =>
    call(adProductEndpoints.slotAvailability, { query: query!, signal }),
  );
}

export function useSlotCapacities(): Resource<SlotCapacity[]> {
  return useResource('slot-capacities', (signal) => call(adProductEndpoints.slotCapacities, { signal }));
}

export const saveSlotCapacity = (productId: number, capacity: number) => call(adProductEndpoints.saveSlotCapacity, { params: { productId }, body: { capacity } });
