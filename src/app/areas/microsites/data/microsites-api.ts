import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { MicrositeContent, MicrositeSlot, MicrositeSlotInput } from '../../../../domain/slots/microsite';

export type { MicrositeSlot };

const BASE = '/housingAdvert/api/v0/microsite-slots';
export const MICROSITE_PAGE_SIZE = 10;

export function useMicrosites(page: number): Resource<Paged<MicrositeSlot>> {
  const url = `${BASE}?page=${page}&size=${MICROSITE_PAGE_SIZE}`;
  return useResource(url, (signal) => api.get<Paged<MicrositeSlot>>(url, { signal }));
}

export function useMicrosite(id: number): Resource<MicrositeSlot> {
  const url = `${BASE}/${id}`;
  return useResource(url, (signal) => api.get<MicrositeSlot>(url, { signal }));
}

export const createMicrosite = (input: MicrositeSlotInput) => api.post<MicrositeSlot>(BASE, input);
export const updateMicrosite = (id: number, input: MicrositeSlotInput) => api.put<MicrositeSlot>(`${BASE}/${id}`, input);
export const saveMicrositeContent = (id: number, content: MicrositeContent) => api.put<MicrositeSlot>(`${BASE}/${id}/content`, content);
