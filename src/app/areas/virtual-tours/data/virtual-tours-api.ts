import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { CreateVirtualTourSlotInput, UpdateVirtualTourSlotInput, VirtualTourSlot, VirtualTourSlotList } from '../../../../domain/virtual-tours/virtual-tour';

export type { VirtualTourSlot, VirtualTourSlotList };

export const VIRTUAL_TOUR_PAGE_SIZE = 10;

/** A page of the slots (page index: 0 = the first), in the list envelope every screen pages (`results`). */
export function useVirtualTourSlots(pageIndex: number): Resource<Paged<VirtualTourSlot>> {
  const url = `/housingAdvert/api/v0/video-tour-slots?page=${pageIndex}&size=${VIRTUAL_TOUR_PAGE_SIZE}`;
  return useResource(url, async (signal) => {
    const { data, ...page } = await api.get<VirtualTourSlotList>(url, { signal });
    return { ...page, results: data };
  }, { keepPrevious: true });
}

export function useVirtualTourSlot(id: number): Resource<VirtualTourSlot> {
  const url = `/housingAdvert/api/v0/video-tour-slots/${id}`;
  return useResource(url, (signal) => api.get<VirtualTourSlot>(url, { signal }));
}

export const createVirtualTourSlot = (input: CreateVirtualTourSlotInput) => api.post<VirtualTourSlot>('/housingAP/api/v0/create-video-tour-slot', input);

export const updateVirtualTourSlot = (id: number, input: UpdateVirtualTourSlotInput) => api.put<VirtualTourSlot>(`/housingAdvert/api/v0/update-video-tour-slot/${id}`, input);
