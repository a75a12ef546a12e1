import { erpEndpoints as endpoints } from '../../../domain/erp/erp.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import * as service from './erp.service';

/** The ERP endpoints (domain/erp/erp.endpoints.ts): `finance` only. Its outbox worker is a background job (server/jobs). */
export async function erpRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.entityRecords).service((ctx, { body }) => service.getEntityRecords(ctx, body));
  route(api, endpoints.pushManual).service((ctx, { body }) => service.pushManualErpEvents(ctx, body));
  route(api, endpoints.events).service((ctx, { query }) => service.listErpEvents(ctx, query));
  route(api, endpoints.retry).service((ctx, { params }) => service.retryErpEvent(ctx, params.id));
}
