import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { SiteTakeoverCard, SiteTakeoverCardImageAnswer, SiteTakeoverInput, SiteTakeoverSlot } from '../../../../domain/site-takeovers/site-takeover';

export type { SiteTakeoverSlot };

const BASE = '/housingAdvert/api/v0/site-takeover-slots';
export const SITE_TAKEOVER_PAGE_SIZE = 10;

export function useSiteTakeovers(page: number): Resource<Paged<SiteTakeoverSlot>> {
  const url = `${BASE}?page=${page}&size=${SITE_TAKEOVER_PAGE_SIZE}`;
  return useResource(url, (signal) => api.get<Paged<SiteTakeoverSlot>>(url, { signal }));
}

export function useSiteTakeover(id: number): Resource<SiteTakeoverSlot> {
  const url = `${BASE}/${id}`;
  return useResource(url, (signal) => api.get<SiteTakeoverSlot>(url, { signal }));
}

export const createSiteTakeover = (input: SiteTakeoverInput) => api.post<SiteTakeoverSlot>(BASE, input);
export const updateSiteTakeover = (id: number, input: SiteTakeoverInput) => api.put<SiteTakeoverSlot>(`${BASE}/${id}`, input);
export const updateSiteTakeoverCards = (id: number, cards: SiteTakeoverCard[]) => api.put<SiteTakeoverSlot>(`${BASE}/${id}/cards`, { slot_product_cards: cards });

/** One card's image: the tags first, then the file (the server checks the slot before it stores the file). */
export function uploadSiteTakeoverCardImage(id: number, priority: number, file: File, tagIds: readonly number[]): Promise<SiteTakeoverCardImageAnswer> {
  const body = new FormData();
  body.set('tags', tagIds.join(','));
  body.set('file', file);
  return api.post<SiteTakeoverCardImageAnswer>(`${BASE}/${id}/cards/${priority}/image`, body, { notify: false });
}
export const cancelSiteTakeover = (id: number, reason: string) => api.post<SiteTakeoverSlot>(`${BASE}/${id}/cancel`, { reason });
