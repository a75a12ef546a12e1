import type { NpPoc, NpProjectOption, NpSlot, NpSlotAddInput, NpSlotSwapInput, NpSummary } from '../../../../domain/np-slots/np-slot';
import { npSlotEndpoints } from '../../../../domain/np-slots/np-slots.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

export type { NpPoc, NpProjectOption, NpSlot, NpSummary };

/** NP slots of one package mapping (online only). */
export function useNpSummary(opmId: number): Resource<NpSummary> {
  return useResource(`np-summary:${opmId}`, (signal) => call(npSlotEndpoints.summary, { query: { opmId }, signal }));
}
export function useNpSlots(opmId: number): Resource<NpSlot[]> {
  return useResource(`np-slots:${opmId}`, (signal) => call(npSlotEndpoints.slots, { query: { opmId }, signal }));
}
export function usePendingActivations(opmId: number): Resource<NpSlot[]> {
  return useResource(`np-pending:${opmId}`, (signal) => call(npSlotEndpoints.pendingActivations, { query: { opmId }, signal }));
}
export function useNpPoc(opmId: number): Resource<NpPoc> {
  return useResource(`np-poc:${opmId}`, (signal) => call(npSlotEndpoints.poc, { query: { opmId }, signal }));
}
export function useNpProjects(opmId: number, q: string): Resource<NpProjectOption[]> {
  return useResource(`np-projects:${opmId}:${q}`, (signal) => call(npSlotEndpoints.projects, { query: { opmId, ...(q ? { q } : {}) }, signal }), { keepPrevious: true });
}

export const addNpSlot = (opmId: number, input: NpSlotAddInput) => call(npSlotEndpoints.add, { query: { opmId }, body: input });
export const swapNpSlot = (opmId: number, input: NpSlotSwapInput) => call(npSlotEndpoints.swap, { query: { opmId }, body: input });
export const stopNpSlot = (opmId: number, slotId: number) => call(npSlotEndpoints.stop, { query: { opmId }, body: { slotId } });
export const cancelNpSlot = (opmId: number, slotId: number, reason: string) => call(npSlotEndpoints.cancel, { query: { opmId }, body: { slotId, reason } });
export const activateNpSlot = (opmId: number, slotId: number) => call(npSlotEndpoints.activate, { query: { opmId }, body: { slotId } });
