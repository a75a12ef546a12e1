import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { CreateVirtualTourSlotInput, UpdateVirtualTourSlotInput, VirtualTourSlot, VirtualTourSlotList } from '../../../../domain/virtual-tours/virtual-tour';
import { virtualTourEndpoints } from '../../../../domain/virtual-tours/virtual-tours.endpoints';

export type { VirtualTourSlot, VirtualTourSlotList };

export const VIRTUAL_TOUR_PAGE_SIZE = 10;

/** A page of the slots (page index: 0 = the first), in the list envelope every screen pages (`results`). */
export function useVirtualTourSlots(pageIndex: number): Resource<Paged<VirtualTourSlot>> {
  return useResource(`virtual-tours:${pageIndex}`, async (signal) => {
    const { data, ...page } = await call(virtualTourEndpoints.list, { query: { page: pageIndex, size: VIRTUAL_TOUR_PAGE_SIZE }, signal });
    return { ...page, results: data };
  }, { keepPrevious: true });
}

export function useVirtualTourSlot(id: number): Resource<VirtualTourSlot> {
  return useResource(`virtual-tour:${id}`, (signal) => call(virtualTourEndpoints.get, { params: { id }, signal }));
}

export const createVirtualTourSlot = (input: CreateVirtualTourSlotInput) => call(virtualTourEndpoints.create, { body: input });

export const updateVirtualTourSlot = (id: number, input: UpdateVirtualTourSlotInput) => call(virtualTourEndpoints.update, { params: { id }, body: input });
