import { z } from 'zod';
import { cancelSlotInputSchema } from '../ad-products/slot-cancel';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { npPocSchema, npProjectOptionSchema, npSlotAddSchema, npSlotIdSchema, npSlotSchema, npSlotSwapSchema, npSummarySchema } from './np-slot';

/** Every NP route names the opportunity package mapping in its query. */
const opm = z.object({ opmId: idParam() });

/**
 * NP pinning slots (spec 002 §7 "NP slots": get-all-slots, create-slot, swap-slot, stop-slot, get-summary-details,
 * pending activations, primaryAndChildPoc), ours under /housingAdvert/np, keyed by the opportunity package mapping.
 * Reads for whoever reads sales, writes for sellers (scope decides the mappings).
 */
export const npSlotEndpoints = defineEndpoints({ tags: ['np-slots'], documentFailures: true, capability: 'readSales' }, {
  slots: {
    method: 'GET', path: '/housingAdvert/np/get-all-slots',
    summary: "The mapping's NP slots (a decided swap approval is applied first)",
    query: opm, response: z.array(npSlotSchema),
  },
  summary: {
    method: 'GET', path: '/housingAdvert/np/get-summary-details',
    summary: 'Summary of the mapping: quantity, used, per status; canStop for the configured user',
    query: opm, response: npSummarySchema,
  },
  pendingActivations: {
    method: 'GET', path: '/housingAdvert/np/pending-activations',
    summary: 'Slots waiting for activation',
    query: opm, response: z.array(npSlotSchema),
  },
  poc: {
    method: 'GET', path: '/housingAdvert/np/primaryAndChildPoc',
    summary: "The account's primary POC and its verified child POCs",
    query: opm, response: npPocSchema,
  },
  projects: {
    method: 'GET', path: '/housingAdvert/np/new-projects',
    summary: 'Projects to pin (20, name contains q) with their configurations',
    query: opm.extend({ q: z.string().trim().max(100).optional() }), response: z.array(npProjectOptionSchema),
  },
  add: {
    method: 'POST', path: '/housingAdvert/np/create-slot', capability: 'sell',
    summary: "Add a slot ('Slot added successfully!'); 422 for a project without cover image or priced configuration; 409 when the place is full",
    query: opm, body: npSlotAddSchema, response: npSlotSchema,
  },
  swap: {
    method: 'POST', path: '/housingAdvert/np/swap-slot', capability: 'sell',
    summary: "Swap an active slot: a slot swap approval ('Slot approval request sent successfully!')",
    query: opm, body: npSlotSwapSchema, response: z.object({ slot: npSlotSchema, swapId: z.number().int() }),
  },
  // The service decides: only the user the setting npSlot.stopUserId names (else 403).
  stop: {
    method: 'POST', path: '/housingAdvert/np/stop-slot', capability: 'signedIn',
    summary: 'Stop a slot (the configured user only; others 403)',
    query: opm, body: npSlotIdSchema, response: npSlotSchema,
  },
  cancel: {
    method: 'POST', path: '/housingAdvert/np/cancel-slot', capability: 'sell',
    summary: 'Cancel a slot waiting for activation, with a reason (sellers in scope): final, its booking freed, history kept',
    query: opm, body: npSlotIdSchema.extend(cancelSlotInputSchema.shape), response: npSlotSchema,
  },
  activate: {
    method: 'POST', path: '/housingAdvert/np/activate-slot', capability: 'sell',
    summary: 'Activate a slot waiting for activation',
    query: opm, body: npSlotIdSchema, response: npSlotSchema,
  },
});
