import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { MicrositeContent, MicrositeListQuery, MicrositeSlot, MicrositeSlotInput } from '../../../../domain/microsites/microsite';
import { micrositeEndpoints } from '../../../../domain/microsites/microsites.endpoints';

export type { MicrositeSlot };

export const MICROSITE_PAGE_SIZE = 10;

/** One page of the microsite list: the page index (0 = the first), the `sort` parameter and the status filter. */
export function useMicrosites(list: { pageIndex: number; sort?: string | undefined; status?: string | undefined }): Resource<Paged<MicrositeSlot>> {
  const query = { page: list.pageIndex, size: MICROSITE_PAGE_SIZE, sort: list.sort || undefined, status: (list.status || undefined) as MicrositeListQuery['status'] };
  return useResource(`microsites:${JSON.stringify(query)}`, (signal) => call(micrositeEndpoints.list, { query, signal }), { keepPrevious: true });
}

export function useMicrosite(id: number): Resource<MicrositeSlot> {
  return useResource(`microsite:${id}`, (signal) => call(micrositeEndpoints.get, { params: { id }, signal }));
}

export const createMicrosite = (input: MicrositeSlotInput) => call(micrositeEndpoints.create, { body: input });
export const updateMicrosite = (id: number, input: MicrositeSlotInput) => call(micrositeEndpoints.update, { params: { id }, body: input });
export const saveMicrositeContent = (id: number, content: MicrositeContent) => call(micrositeEndpoints.saveContent, { params: { id }, body: content });
export const cancelMicrosite = (id: number, reason: string) => call(micrositeEndpoints.cancel, { params: { id }, body: { reason } });
