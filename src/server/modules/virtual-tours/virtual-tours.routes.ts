import { virtualTourEndpoints as endpoints } from '../../../domain/virtual-tours/virtual-tours.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import * as service from './virtual-tours.service';

/** Virtual-tour (webinar) slots (domain/virtual-tours/virtual-tours.endpoints.ts). */
export async function virtualToursRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.list).service((ctx, { query }) => service.listVirtualTourSlots(ctx, query));
  route(api, endpoints.get).service((ctx, { params }) => service.getVirtualTourSlot(ctx, params.id));
  route(api, endpoints.create).service((ctx, { body }) => service.createVirtualTourSlot(ctx, body));
  route(api, endpoints.update).service((ctx, { params, body }) => service.updateVirtualTourSlot(ctx, params.id, body));
}
