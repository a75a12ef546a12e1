import { npSlotEndpoints as endpoints } from '../../../domain/np-slots/np-slots.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import * as service from './np-slots.service';

/** NP pinning slots (domain/np-slots/np-slots.endpoints.ts), keyed by the opportunity package mapping (opmId). */
export async function npSlotsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.slots).service((ctx, { query }) => service.listNpSlots(ctx, query.opmId));
  route(api, endpoints.summary).service((ctx, { query }) => service.npSummary(ctx, query.opmId));
  route(api, endpoints.pendingActivations).service((ctx, { query }) => service.pendingActivations(ctx, query.opmId));
  route(api, endpoints.poc).service((ctx, { query }) => service.primaryAndChildPoc(ctx, query.opmId));
  route(api, endpoints.projects).service((ctx, { query }) => service.projectOptions(ctx, query.opmId, query.q || undefined));
  route(api, endpoints.add).service((ctx, { query, body }) => service.addNpSlot(ctx, query.opmId, body));
  route(api, endpoints.swap).service((ctx, { query, body }) => service.swapNpSlot(ctx, query.opmId, body));
  route(api, endpoints.stop).service((ctx, { query, body }) => service.stopNpSlot(ctx, query.opmId, body.slotId));
  route(api, endpoints.cancel).service((ctx, { query, body }) => service.cancelNpSlot(ctx, query.opmId, body.slotId, body.reason));
  route(api, endpoints.activate).service((ctx, { query, body }) => service.activateNpSlot(ctx, query.opmId, body.slotId));
}
