import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { CreateVideoTourSlotInput, UpdateVideoTourSlotInput, VideoTourSlot, VideoTourSlotList } from '../../../../domain/slots/virtual-tour';

export type { VideoTourSlot, VideoTourSlotList };

export const VIDEO_TOUR_PAGE_SIZE = 10;

export function useVideoTourSlots(page: number): Resource<VideoTourSlotList> {
  const url = `/housingAdvert/api/v0/video-tour-slots?page=${page}&size=${VIDEO_TOUR_PAGE_SIZE}`;
  return useResource(url, (signal) => api.get<VideoTourSlotList>(url, { signal }));
}

export function useVideoTourSlot(id: number): Resource<VideoTourSlot> {
  const url = `/housingAdvert/api/v0/video-tour-slots/${id}`;
  return useResource(url, (signal) => api.get<VideoTourSlot>(url, { signal }));
}

export const createVideoTourSlot = (input: CreateVideoTourSlotInput) => api.post<VideoTourSlot>('/housingAP/api/v0/create-video-tour-slot', input);

export const updateVideoTourSlot = (id: number, input: UpdateVideoTourSlotInput) => api.put<VideoTourSlot>(`/housingAdvert/api/v0/update-video-tour-slot/${id}`, input);
