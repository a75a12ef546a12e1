import { cancelSlotInputSchema } from '../../../domain/ad-products/slot-cancel';
import { z } from 'zod';
import { npPocSchema, npProjectOptionSchema, npSlotAddSchema, npSlotIdSchema, npSlotSchema, npSlotSwapSchema, npSummarySchema } from '../../../domain/np-slots/np-slot';
import type { AppInstance } from '../../http';
import { idParam } from '../../shared/route-params';
import { errorResponses, security } from '../../shared/route-helpers';
import { runService } from '../../shared/service-context';
import * as service from './np-slots.service';

const tags = ['np-slots'];
const opm = z.object({ opmId: idParam() });

/**
 * NP pinning slots (spec 002 §7 "NP slots": get-all-slots, create-slot, swap-slot, stop-slot, get-summary-details,
 * pending activations, primaryAndChildPoc), ours under /housingAdvert/np, keyed by the opportunity package mapping.
 */
export async function npSlotsRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/housingAdvert/np/get-all-slots',
    { schema: { tags, security, summary: "The mapping's NP slots (a decided swap approval is applied first)", querystring: opm, response: { 200: z.array(npSlotSchema), ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => service.listNpSlots(ctx, request.query.opmId)),
  );
  api.get(
    '/housingAdvert/np/get-summary-details',
    { schema: { tags, security, summary: 'Summary of the mapping: quantity, used, per status; canStop for the configured user', querystring: opm, response: { 200: npSummarySchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => service.npSummary(ctx, request.query.opmId)),
  );
  api.get(
    '/housingAdvert/np/pending-activations',
    { schema: { tags, security, summary: 'Slots waiting for activation', querystring: opm, response: { 200: z.array(npSlotSchema), ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => service.pendingActivations(ctx, request.query.opmId)),
  );
  api.get(
    '/housingAdvert/np/primaryAndChildPoc',
    { schema: { tags, security, summary: "The account's primary POC and its verified child POCs", querystring: opm, response: { 200: npPocSchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => service.primaryAndChildPoc(ctx, request.query.opmId)),
  );
  api.get(
    '/housingAdvert/np/new-projects',
    {
      schema: {
        tags,
        security,
        summary: 'Projects to pin (20, name contains q) with their configurations',
        querystring: opm.extend({ q: z.string().trim().max(100).optional() }),
        response: { 200: z.array(npProjectOptionSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.projectOptions(ctx, request.query.opmId, request.query.q || undefined)),
  );
  api.post(
    '/housingAdvert/np/create-slot',
    {
      schema: {
        tags,
        security,
        summary: "Add a slot ('Slot added successfully!'); 422 for a project without cover image or priced configuration; 409 when the place is full",
        querystring: opm,
        body: npSlotAddSchema,
        response: { 200: npSlotSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.addNpSlot(ctx, request.query.opmId, request.body)),
  );
  api.post(
    '/housingAdvert/np/swap-slot',
    {
      schema: {
        tags,
        security,
        summary: "Swap an active slot: a slot swap approval ('Slot approval request sent successfully!')",
        querystring: opm,
        body: npSlotSwapSchema,
        response: { 200: z.object({ slot: npSlotSchema, swapId: z.number().int() }), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.swapNpSlot(ctx, request.query.opmId, request.body)),
  );
  api.post(
    '/housingAdvert/np/stop-slot',
    {
      // The service decides: only the user the setting npSlot.stopUserId names (else 403).
      config: { capability: 'signedIn' },
      schema: { tags, security, summary: 'Stop a slot (the configured user only; others 403)', querystring: opm, body: npSlotIdSchema, response: { 200: npSlotSchema, ...errorResponses } },
    },
    async (request) => runService(api.db, request, (ctx) => service.stopNpSlot(ctx, request.query.opmId, request.body.slotId)),
  );
  api.post(
    '/housingAdvert/np/cancel-slot',
    {
      config: { capability: 'sell' },
      schema: {
        tags,
        security,
        summary: 'Cancel a slot waiting for activation, with a reason (sellers in scope): final, its booking freed, history kept',
        querystring: opm,
        body: npSlotIdSchema.extend(cancelSlotInputSchema.shape),
        response: { 200: npSlotSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.cancelNpSlot(ctx, request.query.opmId, request.body.slotId, request.body.reason)),
  );
  api.post(
    '/housingAdvert/np/activate-slot',
    { schema: { tags, security, summary: 'Activate a slot waiting for activation', querystring: opm, body: npSlotIdSchema, response: { 200: npSlotSchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => service.activateNpSlot(ctx, request.query.opmId, request.body.slotId)),
  );
}
