import type { NpPoc, NpProjectOption, NpSlot, NpSlotAddInput, NpSlotSwapInput, NpSummary } from '../../../../domain/np-slots/np-slot';
import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';

export type { NpPoc, NpProjectOption, NpSlot, NpSummary };

/** NP slots of one package mapping (online only). */
export function useNpSummary(opmId: number): Resource<NpSummary> {
  return useResource(`np-summary:${opmId}`, (signal) => api.get<NpSummary>('/housingAdvert/np/get-summary-details', { query: { opmId }, signal }));
}
export function useNpSlots(opmId: number): Resource<NpSlot[]> {
  return useResource(`np-slots:${opmId}`, (signal) => api.get<NpSlot[]>('/housingAdvert/np/get-all-slots', { query: { opmId }, signal }));
}
export function usePendingActivations(opmId: number): Resource<NpSlot[]> {
  return useResource(`np-pending:${opmId}`, (signal) => api.get<NpSlot[]>('/housingAdvert/np/pending-activations', { query: { opmId }, signal }));
}
export function useNpPoc(opmId: number): Resource<NpPoc> {
  return useResource(`np-poc:${opmId}`, (signal) => api.get<NpPoc>('/housingAdvert/np/primaryAndChildPoc', { query: { opmId }, signal }));
}
export function useNpProjects(opmId: number, q: string): Resource<NpProjectOption[]> {
  return useResource(`np-projects:${opmId}:${q}`, (signal) => api.get<NpProjectOption[]>('/housingAdvert/np/new-projects', { query: { opmId, ...(q ? { q } : {}) }, signal }), { keepPrevious: true });
}

export const addNpSlot = (opmId: number, input: NpSlotAddInput) => api.post<NpSlot>(`/housingAdvert/np/create-slot?opmId=${opmId}`, input);
export const swapNpSlot = (opmId: number, input: NpSlotSwapInput) => api.post<{ slot: NpSlot; swapId: number }>(`/housingAdvert/np/swap-slot?opmId=${opmId}`, input);
export const stopNpSlot = (opmId: number, slotId: number) => api.post<NpSlot>(`/housingAdvert/np/stop-slot?opmId=${opmId}`, { slotId });
export const cancelNpSlot = (opmId: number, slotId: number, reason: string) => api.post<NpSlot>(`/housingAdvert/np/cancel-slot?opmId=${opmId}`, { slotId, reason });
export const activateNpSlot = (opmId: number, slotId: number) => api.post<NpSlot>(`/housingAdvert/np/activate-slot?opmId=${opmId}`, { slotId });
