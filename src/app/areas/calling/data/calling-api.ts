import { api } from '../../../lib/api/api';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { CallView, DialAnswer, OutcomeAnswer, PullAnswer, QueueKind, QueueView } from '../../../../domain/calling/calling';
import type { OwnerSalesOfferView } from '../../../../domain/owner-sales-config/owner-sales-config';
import { ownerSalesConfigEndpoints } from '../../../../domain/owner-sales-config/owner-sales-config.endpoints';
import type { Paged } from '../../../../domain/paging/paged';

export function useCallingQueue(kind: QueueKind): Resource<QueueView> {
  return useResource(`calling-queue:${kind}`, (signal) => api.get<QueueView>('/mystique/v1/calling-queue', { query: { kind }, signal }));
}

/** The packages offered to owners or tenants (the queue's audience) with their price in the case's city. */
export function usePackagePrices(kind: string, cityId: number | null): Resource<Paged<OwnerSalesOfferView>> {
  const endpoint = kind === 'tenant' ? ownerSalesConfigEndpoints.tenantPackagePrices : ownerSalesConfigEndpoints.ownerPackagePrices;
  return useResource(`calling:prices:${kind}:${cityId ?? 'all'}`, (signal) => call(endpoint, { query: cityId ? { cityId } : {}, signal }));
}

export const pullCase = (kind: QueueKind) => api.post<PullAnswer>('/mystique/v1/calling-queue/pull', { kind }, { notify: false });
export const dialCase = (caseId: number, number?: string) =>
  api.post<DialAnswer>(`/mystique/v1/cases/${caseId}/call`, number ? { number } : {}, { notify: false });
export const fetchCall = (callId: number) => api.get<CallView>(`/mystique/v1/calls/${callId}`, { notify: false });
export const logOutcome = (callId: number, outcomeId: number, remark: string) =>
  api.post<OutcomeAnswer>(`/mystique/v1/calls/${callId}/outcome`, { outcomeId, ...(remark.trim() ? { remark: remark.trim() } : {}) }, { notify: false });
export const sharePackage = (caseId: number, packageId: number) =>
  api.post<{ message: string }>(`/mystique/v1/cases/${caseId}/package-share`, { packageId }, { notify: false });
export const shareLink = (caseId: number, link: string) => api.post<{ message: string }>(`/mystique/v1/cases/${caseId}/link-share`, { link }, { notify: false });
