import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { CreateVideoTourSlotInput, UpdateVideoTourSlotInput, VideoTourSlot, VideoTourSlotList } from '../../../../domain/slots/virtual-tour';

export type { VideoTourSlot, VideoTourSlotList };

export const VIDEO_TOUR_PAGE_SIZE = 10;

/** A page of the slots (page index: 0 = the first), in the list envelope every screen pages (`results`). */
export function useVideoTourSlots(pageIndex: number): Resource<Paged<VideoTourSlot>> {
  const url = `/housingAdvert/api/v0/video-tour-slots?page=${pageIndex}&size=${VIDEO_TOUR_PAGE_SIZE}`;
  return useResource(url, async (signal) => {
    const { data, ...page } = await api.get<VideoTourSlotList>(url, { signal });
    return { ...page, results: data };
  }, { keepPrevious: true });
}

export function useVideoTourSlot(id: number): Resource<VideoTourSlot> {
  const url = `/housingAdvert/api/v0/video-tour-slots/${id}`;
  return useResource(url, (signal) => api.get<VideoTourSlot>(url, { signal }));
}

export const createVideoTourSlot = (input: CreateVideoTourSlotInput) => api.post<VideoTourSlot>('/housingAP/api/v0/create-video-tour-slot', input);

export const updateVideoTourSlot = (id: number, input: UpdateVideoTourSlotInput) => api.put<VideoTourSlot>(`/housingAdvert/api/v0/update-video-tour-slot/${id}`, input);
