import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { failureAnswers } from '../endpoints/failures';
import { idParam, pageParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { ERP_ENTITY_KINDS, ERP_EVENTS_PAGE_SIZE, ERP_EVENT_STATUSES, erpEntityRecordsSchema, erpEntityRequestSchema, erpEventSchema, erpPushAnswerSchema } from './erp-schema';
import { erpRoutes } from './erp.paths';


/**
 * The ERP (spec 002 §7 names get-entity-records and pushManualErpEvents without paths; the paths are ours):
 * `finance` only. Its outbox worker is a background job (server/jobs).
 */
export const erpEndpoints = defineEndpoints({ tags: ['erp'], documentFailures: true, capability: 'finance' }, {
  entityRecords: {
    ...erpRoutes.entityRecords,
    summary: "The records of one kind as the ERP would receive them; a malformed id list is a 422 with the entity-id alert ('Please use comma after value', ...)",
    failures: failureAnswers(422),
    body: erpEntityRequestSchema,
    response: erpEntityRecordsSchema,
  },
  pushManual: {
    ...erpRoutes.pushManual,
    summary: 'Queue the chosen records for the ERP, each as a new event (the worker sends them); 404 when none of the ids has a record',
    failures: failureAnswers(422),
    body: erpEntityRequestSchema,
    response: erpPushAnswerSchema,
  },
  events: {
    ...erpRoutes.events,
    summary: 'The ledger of ERP events, newest first, 20 a page; filters: status, entityKind, entityId',
    query: z.object({
      status: z.enum(ERP_EVENT_STATUSES).optional(),
      entityKind: z.enum(ERP_ENTITY_KINDS).optional(),
      entityId: idParam().optional(),
      page: pageParam(),
      size: z.coerce.number().int().min(1).max(100).default(ERP_EVENTS_PAGE_SIZE),
    }),
    response: pagedSchema(erpEventSchema),
  },
  retry: {
    ...erpRoutes.retry,
    summary: "Queue a failed event again ('Event queued again'); 409 when it is not failed",
    params: z.object({ id: idParam() }),
    response: z.object({ message: z.string(), event: erpEventSchema }),
  },
});
