import { z } from 'zod';
import { ERP_ENTITY_KINDS, ERP_EVENTS_PAGE_SIZE, ERP_EVENT_STATUSES, erpEntityRecordsSchema, erpEntityRequestSchema, erpEventSchema, erpPushAnswerSchema } from '../../../domain/erp/erp-schema';
import { pagedSchema } from '../../../domain/paging/paged';
import type { AppInstance } from '../../http';
import { errorResponses, security } from '../../shared/route-helpers';
import { idParam, pageParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import * as service from './erp.service';

const tags = ['erp'];
const withUnprocessable = { ...errorResponses, 422: errorResponses[400] };

/**
 * The ERP (spec 002 §7 names get-entity-records and pushManualErpEvents without paths; the paths are ours):
 * `finance` only. Its outbox worker is a background job (server/jobs).
 */
export async function erpRoutes(api: AppInstance): Promise<void> {
  api.post(
    '/sapna/v1/erp/get-entity-records',
    {
      schema: {
        tags,
        security,
        summary: "The records of one kind as the ERP would receive them; a malformed id list is a 422 with the entity-id alert ('Please use comma after value', ...)",
        body: erpEntityRequestSchema,
        response: { 200: erpEntityRecordsSchema, ...withUnprocessable },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.getEntityRecords(ctx, request.body)),
  );

  api.post(
    '/sapna/v1/erp/pushManualErpEvents',
    {
      schema: {
        tags,
        security,
        summary: 'Queue the chosen records for the ERP, each as a new event (the worker sends them); 404 when none of the ids has a record',
        body: erpEntityRequestSchema,
        response: { 200: erpPushAnswerSchema, ...withUnprocessable },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.pushManualErpEvents(ctx, request.body)),
  );

  api.get(
    '/sapna/v1/erp/events',
    {
      schema: {
        tags,
        security,
        summary: 'The ledger of ERP events, newest first, 20 a page; filters: status, entityKind, entityId',
        querystring: z.object({
          status: z.enum(ERP_EVENT_STATUSES).optional(),
          entityKind: z.enum(ERP_ENTITY_KINDS).optional(),
          entityId: idParam().optional(),
          page: pageParam(),
          size: z.coerce.number().int().min(1).max(100).default(ERP_EVENTS_PAGE_SIZE),
        }),
        response: { 200: pagedSchema(erpEventSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.listErpEvents(ctx, request.query)),
  );

  api.post(
    '/sapna/v1/erp/events/:id/retry',
    {
      schema: {
        tags,
        security,
        summary: "Queue a failed event again ('Event queued again'); 409 when it is not failed",
        params: z.object({ id: idParam() }),
        response: { 200: z.object({ message: z.string(), event: erpEventSchema }), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.retryErpEvent(ctx, request.params.id)),
  );
}
