import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { MicrositeContent, MicrositeSlot, MicrositeSlotInput } from '../../../../domain/microsites/microsite';

export type { MicrositeSlot };

const BASE = '/housingAdvert/api/v0/microsite-slots';
export const MICROSITE_PAGE_SIZE = 10;

/** One page of the microsite list: the page index (0 = the first), the `sort` parameter and the status filter. */
export function useMicrosites(list: { pageIndex: number; sort?: string | undefined; status?: string | undefined }): Resource<Paged<MicrositeSlot>> {
  const params = new URLSearchParams({ page: String(list.pageIndex), size: String(MICROSITE_PAGE_SIZE) });
  if (list.sort) params.set('sort', list.sort);
  if (list.status) params.set('status', list.status);
  const url = `${BASE}?${params.toString()}`;
  return useResource(url, (signal) => api.get<Paged<MicrositeSlot>>(url, { signal }), { keepPrevious: true });
}

export function useMicrosite(id: number): Resource<MicrositeSlot> {
  const url = `${BASE}/${id}`;
  return useResource(url, (signal) => api.get<MicrositeSlot>(url, { signal }));
}

export const createMicrosite = (input: MicrositeSlotInput) => api.post<MicrositeSlot>(BASE, input);
export const updateMicrosite = (id: number, input: MicrositeSlotInput) => api.put<MicrositeSlot>(`${BASE}/${id}`, input);
export const saveMicrositeContent = (id: number, content: MicrositeContent) => api.put<MicrositeSlot>(`${BASE}/${id}/content`, content);
export const cancelMicrosite = (id: number, reason: string) => api.post<MicrositeSlot>(`${BASE}/${id}/cancel`, { reason });
