import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { QueueKind, QueueView } from '../../../../domain/calling/calling';
import { callingEndpoints } from '../../../../domain/calling/calling.endpoints';
import type { OwnerSalesOfferView } from '../../../../domain/owner-sales-config/owner-sales-config';
import { ownerSalesConfigEndpoints } from '../../../../domain/owner-sales-config/owner-sales-config.endpoints';
import type { Paged } from '../../../../domain/paging/paged';

export function useCallingQueue(kind: QueueKind): Resource<QueueView> {
  return useResource(`calling-queue:${kind}`, (signal) => call(callingEndpoints.queue, { query: { kind }, signal }));
}

/** The packages offered to owners or tenants (the queue's audience) with their price in the case's city. */
export function usePackagePrices(kind: string, cityId: number | null): Resource<Paged<OwnerSalesOfferView>> {
  const endpoint = kind === 'tenant' ? ownerSalesConfigEndpoints.tenantPackagePrices : ownerSalesConfigEndpoints.ownerPackagePrices;
  return useResource(`calling:prices:${kind}:${cityId ?? 'all'}`, (signal) => call(endpoint, { query: cityId ? { cityId } : {}, signal }));
}

export const pullCase = (kind: QueueKind) => call(callingEndpoints.pull, { body: { kind }, notify: false });
export const dialCase = (caseId: number, number?: string) => call(callingEndpoints.dial, { params: { id: caseId }, body: number ? { number } : {}, notify: false });
export const fetchCall = (callId: number) => call(callingEndpoints.call, { params: { id: callId }, notify: false });
export const logOutcome = (callId: number, outcomeId: number, remark: string) =>
  call(callingEndpoints.outcome, { params: { id: callId }, body: { outcomeId, ...(remark.trim() ? { remark: remark.trim() } : {}) }, notify: false });
export const sharePackage = (caseId: number, packageId: number) => call(callingEndpoints.packageShare, { params: { id: caseId }, body: { packageId }, notify: false });
export const shareLink = (caseId: number, link: string) => call(callingEndpoints.linkShare, { params: { id: caseId }, body: { link }, notify: false });
