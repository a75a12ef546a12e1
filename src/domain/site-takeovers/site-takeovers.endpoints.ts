import { z } from 'zod';
import { cancelSlotInputSchema } from '../ad-products/slot-cancel';
import { defineEndpoints, uncheckedAnswer } from '../endpoints/endpoint';
import { idParam, pageParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { siteTakeoverCardImageAnswerSchema, siteTakeoverCardsSchema, siteTakeoverInputSchema, siteTakeoverSlotSchema } from './site-takeover';

export const SITE_TAKEOVER_SLOTS_PATH = '/housingAdvert/api/v0/site-takeover-slots';
const BASE = SITE_TAKEOVER_SLOTS_PATH;
const id = z.object({ id: idParam() });
/** Reads: sellers' roles, and content (it edits the cards). */
const read = ['readSales', 'content'] as const;

/**
 * Site-takeover slots, product 74 (spec 002 §3; paths ours): writes for `sell`, the cards for content too. A card's
 * image is a file streamed out through the reply and a multipart upload in (the app sends FormData).
 */
export const siteTakeoverEndpoints = defineEndpoints({ tags: ['site-takeovers'], capability: read }, {
  list: {
    method: 'GET', path: BASE,
    summary: 'Site-takeover slots of opportunities in scope, latest start first',
    query: z.object({ opportunity_id: idParam().optional(), page: pageParam(), size: z.coerce.number().int().min(1).max(100).default(10) }),
    response: pagedSchema(siteTakeoverSlotSchema),
  },
  get: {
    method: 'GET', path: `${BASE}/:id`,
    summary: 'One site-takeover slot; 404 when unknown or out of scope',
    params: id, response: siteTakeoverSlotSchema,
  },
  create: {
    method: 'POST', path: BASE, capability: 'sell',
    summary: "Book a site takeover; a polygon already booked on any of the dates is 409 'Slot is not available for the selected dates'",
    body: siteTakeoverInputSchema, response: siteTakeoverSlotSchema,
  },
  update: {
    method: 'PUT', path: `${BASE}/:id`, capability: 'sell',
    summary: 'Edit a slot; a past slot (end before today, Asia/Kolkata) is 409; overlapping dates 409',
    params: id, body: siteTakeoverInputSchema, response: siteTakeoverSlotSchema,
  },
  cancel: {
    method: 'POST', path: `${BASE}/:id/cancel`, capability: 'sell',
    summary: 'Cancel a slot with a reason (sell, in scope): final, its polygons freed, history kept; a past slot is 409',
    params: id, body: cancelSlotInputSchema, response: siteTakeoverSlotSchema,
  },
  updateCards: {
    method: 'PUT', path: `${BASE}/:id/cards`, capability: ['content', 'sell'],
    summary: 'Replace the cards (priorities 1-10: banner 1, 6-8; front 2-5; logo 9, 10): content roles and sellers',
    params: id, body: z.object({ slot_product_cards: siteTakeoverCardsSchema }), response: siteTakeoverSlotSchema,
  },
  /** A file, streamed with its content type (cards link to it: SITE_TAKEOVER_CARD_IMAGE_PATH). */
  cardImage: {
    method: 'GET', path: '/housingAdvert/api/v0/site-takeover-card-images/:imageId',
    summary: 'One card image (streamed with its content type)',
    params: z.object({ imageId: idParam() }), produces: ['image/*'], response: uncheckedAnswer<Blob>(),
  },
  uploadCardImage: {
    method: 'POST', path: `${BASE}/:id/cards/:priority/image`, capability: ['content', 'sell'], consumes: ['multipart/form-data'],
    summary: "Upload a card's image (multipart: tags, e.g. '1445,1282', then the file; gif, jpeg or png by content). Without tags the image is kept and the answer warns 'Tags Tags are compulsory'",
    params: z.object({ id: idParam(), priority: z.coerce.number().int().min(1).max(10) }), response: siteTakeoverCardImageAnswerSchema,
  },
});
