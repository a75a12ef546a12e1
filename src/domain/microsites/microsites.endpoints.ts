import { z } from 'zod';
import { cancelSlotInputSchema } from '../ad-products/slot-cancel';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { micrositeContentSchema, micrositeListQuerySchema, micrositeSlotInputSchema, micrositeSlotSchema } from './microsite';

const BASE = '/housingAdvert/api/v0/microsite-slots';
const id = z.object({ id: idParam() });
/** Reads: sellers' roles, and content (it edits the content). */
const read = ['readSales', 'content'] as const;

/** Microsite slots, placeholder 75 (spec 002 §2, §3, §5; paths ours, beside the site-takeover ones). */
export const micrositeEndpoints = defineEndpoints({ tags: ['microsites'], capability: 'sell' }, {
  list: {
    method: 'GET', path: BASE, capability: read,
    summary: 'Microsite slots of opportunities in scope (content roles: the brand), newest first',
    query: micrositeListQuerySchema, response: pagedSchema(micrositeSlotSchema),
  },
  get: {
    method: 'GET', path: `${BASE}/:id`, capability: read,
    summary: 'One microsite slot with its content; 404 when unknown or out of scope',
    params: id, response: micrositeSlotSchema,
  },
  create: {
    method: 'POST', path: BASE,
    summary: "Create a microsite slot (sell): books product 75 for the project and dates; taken dates are 409 'Slot is not available for the selected dates'",
    body: micrositeSlotInputSchema, response: micrositeSlotSchema,
  },
  update: {
    method: 'PUT', path: `${BASE}/:id`,
    summary: 'Edit a microsite slot (sell, in scope); moves its booking',
    params: id, body: micrositeSlotInputSchema, response: micrositeSlotSchema,
  },
  cancel: {
    method: 'POST', path: `${BASE}/:id/cancel`,
    summary: 'Cancel a microsite slot with a reason (sell, in scope): final, its booking freed, history kept',
    params: id, body: cancelSlotInputSchema, response: micrositeSlotSchema,
  },
  saveContent: {
    method: 'PUT', path: `${BASE}/:id/content`, capability: ['content', 'sell'],
    summary: 'Replace the content (theme, carousels, offers, usp, highlights, payment plans, testimonials, digitour): content roles and sellers',
    params: id, body: micrositeContentSchema, response: micrositeSlotSchema,
  },
});
