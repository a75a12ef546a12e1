import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type { SiteTakeoverCard, SiteTakeoverCardImageAnswer, SiteTakeoverInput, SiteTakeoverSlot } from '../../../../domain/site-takeovers/site-takeover';
import { siteTakeoverEndpoints } from '../../../../domain/site-takeovers/site-takeovers.endpoints';

export type { SiteTakeoverSlot };

export const SITE_TAKEOVER_PAGE_SIZE = 10;

export function useSiteTakeovers(page: number): Resource<Paged<SiteTakeoverSlot>> {
  return useResource(`site-takeovers:${page}`, (signal) => call(siteTakeoverEndpoints.list, { query: { page, size: SITE_TAKEOVER_PAGE_SIZE }, signal }));
}

export function useSiteTakeover(id: number): Resource<SiteTakeoverSlot> {
  return useResource(`site-takeover:${id}`, (signal) => call(siteTakeoverEndpoints.get, { params: { id }, signal }));
}

export const createSiteTakeover = (input: SiteTakeoverInput) => call(siteTakeoverEndpoints.create, { body: input });
export const updateSiteTakeover = (id: number, input: SiteTakeoverInput) => call(siteTakeoverEndpoints.update, { params: { id }, body: input });
export const updateSiteTakeoverCards = (id: number, cards: SiteTakeoverCard[]) => call(siteTakeoverEndpoints.updateCards, { params: { id }, body: { slot_product_cards: cards } });

/** One card's image (multipart): the tags first, then the file (the server checks the slot before it stores the file). */
export function uploadSiteTakeoverCardImage(id: number, priority: number, file: File, tagIds: readonly number[]): Promise<SiteTakeoverCardImageAnswer> {
  const body = new FormData();
  body.set('tags', tagIds.join(','));
  body.set('file', file);
  return call(siteTakeoverEndpoints.uploadCardImage, { params: { id, priority }, body, notify: false });
}
export const cancelSiteTakeover = (id: number, reason: string) => call(siteTakeoverEndpoints.cancel, { params: { id }, body: { reason } });
