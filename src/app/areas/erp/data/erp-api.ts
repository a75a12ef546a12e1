import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { ErpEntityKind, ErpEntityRecords, ErpEntityRequest, ErpEventStatus, ErpEventView, ErpPushAnswer } from '../../../../domain/erp/erp-schema';
import type { Paged } from '../../../../domain/paging/paged';

export type { ErpEntityRecords, ErpEventView };

/** The ERP screens' calls (online only, finance). */
export const getEntityRecords = (input: ErpEntityRequest) => api.post<ErpEntityRecords>('/sapna/v1/erp/get-entity-records', input);
export const pushManualErpEvents = (input: ErpEntityRequest) => api.post<ErpPushAnswer>('/sapna/v1/erp/pushManualErpEvents', input);
export const retryErpEvent = (id: number) => api.post<{ message: string; event: ErpEventView }>(`/sapna/v1/erp/events/${id}/retry`, {});

export type ErpEventFilter = { status: ErpEventStatus | ''; entityKind: ErpEntityKind | ''; entityId: string; page: number };

/** The ledger's filters as GET /sapna/v1/erp/events' query (the home queue's count of failed pushes sends the same). */
export function erpEventsQuery(filter: ErpEventFilter) {
  return { status: filter.status || undefined, entityKind: filter.entityKind || undefined, entityId: /^[1-9]\d{0,9}$/.test(filter.entityId) ? filter.entityId : undefined, page: filter.page };
}

export function fetchErpEvents(query: ReturnType<typeof erpEventsQuery> & { size?: number }, signal?: AbortSignal): Promise<Paged<ErpEventView>> {
  return api.get<Paged<ErpEventView>>('/sapna/v1/erp/events', { query, signal });
}

export function useErpEvents(filter: ErpEventFilter): Resource<Paged<ErpEventView>> {
  const query = erpEventsQuery(filter);
  return useResource(`erp-events:${JSON.stringify(query)}`, (signal) => fetchErpEvents(query, signal), { keepPrevious: true });
}
