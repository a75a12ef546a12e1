import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type {
  IncentiveBulkResult,
  IncentiveBulkUpdate,
  IncentiveCycleView,
  IncentiveRule,
  IncentiveRuleInput,
  IncentiveSlab,
  IncentiveSlabInput,
  ParticipantCategoryView,
  UserIncentiveDetails,
  UserIncentiveUpdate,
  UserIncentiveView,
  UserTargetInput,
  UserTargetView,
} from '../../../../domain/incentives/incentive-schemas';
import { INCENTIVE_CYCLES_COUNT } from '../../../../domain/incentives/constants';

export type { IncentiveCycleView, IncentiveRule, IncentiveSlab, ParticipantCategoryView, UserIncentiveDetails, UserIncentiveView, UserTargetView };

const V1 = '/sapna/v1';

/** Rules and slabs in force today or later; with `history`, the retired versions too. */
export const useIncentiveRules = (history = false): Resource<IncentiveRule[]> =>
  useResource(`incentive-rules:${history}`, (signal) => api.get<IncentiveRule[]>(`${V1}/incentive-rules`, { query: { history: String(history) }, signal }), { keepPrevious: true });
export const useIncentiveSlabs = (history = false): Resource<IncentiveSlab[]> =>
  useResource(`incentive-slabs:${history}`, (signal) => api.get<IncentiveSlab[]>(`${V1}/incentive-slabs`, { query: { history: String(history) }, signal }), { keepPrevious: true });
export const useParticipantCategories = (): Resource<ParticipantCategoryView[]> =>
  useResource('incentive-categories', (signal) => api.get<ParticipantCategoryView[]>(`${V1}/incentive/participant-categories`, { signal }));
/** The last 3 cycles (spec 001 §9), newest first. */
export const useIncentiveCycles = (): Resource<IncentiveCycleView[]> =>
  useResource('incentive-cycles', (signal) => api.get<IncentiveCycleView[]>(`${V1}/incentive-cycles`, { query: { count: INCENTIVE_CYCLES_COUNT }, signal }));
export const useUserTargets = (cycleId: number | null): Resource<UserTargetView[]> =>
  useResource(cycleId ? `user-targets:${cycleId}` : null, (signal) => api.get<UserTargetView[]>(`${V1}/user-targets`, { query: { cycleId: cycleId! }, signal }));
export const useCycleIncentives = (cycleId: number | null): Resource<UserIncentiveView[]> =>
  useResource(cycleId ? `user-incentives:${cycleId}` : null, (signal) => api.get<UserIncentiveView[]>(`${V1}/user-incentives/by-cycle/${cycleId}`, { signal }));
export const useIncentiveDetails = (id: number | null): Resource<UserIncentiveDetails> =>
  useResource(id ? `user-incentive:${id}` : null, (signal) => api.get<UserIncentiveDetails>(`${V1}/user-incentives/get-details/${id}`, { signal }));

export const saveRule = (input: IncentiveRuleInput, id: number | null) =>
  id ? api.put<IncentiveRule>(`${V1}/incentive-rules/${id}`, input) : api.post<IncentiveRule>(`${V1}/incentive-rules`, input);
export const saveSlab = (input: IncentiveSlabInput, id: number | null) =>
  id ? api.put<IncentiveSlab>(`${V1}/incentive-slabs/${id}`, input) : api.post<IncentiveSlab>(`${V1}/incentive-slabs`, input);
export const saveTarget = (input: UserTargetInput) => api.post<UserTargetView>(`${V1}/user-targets`, input);
export const calculateIncentives = (cycleId: number) => api.post<{ cycleId: number; computed: number; kept: number; message: string }>(`${V1}/user-incentives/calculate/${cycleId}`);
/** Sign off, approve or pay several people of a cycle at once, all or none (issue 49). */
export const bulkUpdateIncentives = (input: IncentiveBulkUpdate) => api.post<IncentiveBulkResult>(`${V1}/user-incentives/bulk-update`, input);
export const updateIncentive = (id: number, input: UserIncentiveUpdate) => api.put<UserIncentiveView>(`${V1}/user-incentives/update/${id}`, input);
/** The cycle's incentive CSV (a plain link: the browser downloads it with the session cookie). */
export const incentiveCsvUrl = (cycleId: number) => `/api${V1}/user-incentives/csv?cycleId=${cycleId}`;
