import { callRoute } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { erpEndpoints } from '../../../../domain/erp/erp.endpoints';
import { erpRoutes } from '../../../../domain/erp/erp.paths';
import type { ErpEntityKind, ErpEntityRecords, ErpEntityRequest, ErpEventStatus, ErpEventView } from '../../../../domain/erp/erp-schema';
import type { Paged } from '../../../../domain/paging/paged';

export type { ErpEntityRecords, ErpEventView };

/**
 * The ERP screens' calls (online only, finance), by route reference (callRoute): the home queue's count of failed
 * pushes loads this file, and the endpoint declarations would bring zod into the sign-in + home budget.
 */
export const getEntityRecords = (body: ErpEntityRequest) => callRoute<typeof erpEndpoints.entityRecords>(erpRoutes.entityRecords, { body });
export const pushManualErpEvents = (body: ErpEntityRequest) => callRoute<typeof erpEndpoints.pushManual>(erpRoutes.pushManual, { body });
export const retryErpEvent = (id: number) => callRoute<typeof erpEndpoints.retry>(erpRoutes.retry, { params: { id } });

export type ErpEventFilter = { status: ErpEventStatus | ''; entityKind: ErpEntityKind | ''; entityId: string; page: number };

/** The ledger's filters as GET /sapna/v1/erp/events' query (the home queue's count of failed pushes sends the same). */
export function erpEventsQuery(filter: ErpEventFilter) {
  return { status: filter.status || undefined, entityKind: filter.entityKind || undefined, entityId: /^[1-9]\d{0,9}$/.test(filter.entityId) ? filter.entityId : undefined, page: filter.page };
}

export function fetchErpEvents(query: ReturnType<typeof erpEventsQuery> & { size?: number }, signal?: AbortSignal): Promise<Paged<ErpEventView>> {
  return callRoute<typeof erpEndpoints.events>(erpRoutes.events, { query, signal });
}

export function useErpEvents(filter: ErpEventFilter): Resource<Paged<ErpEventView>> {
  const query = erpEventsQuery(filter);
  return useResource(`erp-events:${JSON.stringify(query)}`, (signal) => fetchErpEvents(query, signal), { keepPrevious: true });
}
