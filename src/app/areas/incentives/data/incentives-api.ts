import { call, endpointPath } from '../../../lib/api/call';
import { incentiveEndpoints as endpoints } from '../../../../domain/incentives/incentives.endpoints';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type {
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

/** Rules and slabs in force today or later; with `history`, the retired versions too. */
export const useIncentiveRules = (history = false): Resource<IncentiveRule[]> =>
  useResource(`incentive-rules:${history}`, (signal) => call(endpoints.rules, { query: { history: history ? 'true' : 'false' }, signal }), { keepPrevious: true });
export const useIncentiveSlabs = (history = false): Resource<IncentiveSlab[]> =>
  useResource(`incentive-slabs:${history}`, (signal) => call(endpoints.slabs, { query: { history: history ? 'true' : 'false' }, signal }), { keepPrevious: true });
export const useParticipantCategories = (): Resource<ParticipantCategoryView[]> =>
  useResource('incentive-categories', (signal) => call(endpoints.participantCategories, { signal }));
/** The last 3 cycles (spec 001 §9), newest first. */
export const useIncentiveCycles = (): Resource<IncentiveCycleView[]> =>
  useResource('incentive-cycles', (signal) => call(endpoints.cycles, { query: { count: INCENTIVE_CYCLES_COUNT }, signal }));
export const useUserTargets = (cycleId: number | null): Resource<UserTargetView[]> =>
  useResource(cycleId ? `user-targets:${cycleId}` : null, (signal) => call(endpoints.targets, { query: { cycleId: cycleId! }, signal }));
export const useCycleIncentives = (cycleId: number | null): Resource<UserIncentiveView[]> =>
  useResource(cycleId ? `user-incentives:${cycleId}` : null, (signal) => call(endpoints.byCycle, { params: { cycleId: cycleId! }, signal }));
export const useIncentiveDetails = (id: number | null): Resource<UserIncentiveDetails> =>
  useResource(id ? `user-incentive:${id}` : null, (signal) => call(endpoints.details, { params: { id: id! }, signal }));

export const saveRule = (body: IncentiveRuleInput, id: number | null) => (id ? call(endpoints.updateRule, { params: { id }, body }) : call(endpoints.createRule, { body }));
export const saveSlab = (body: IncentiveSlabInput, id: number | null) => (id ? call(endpoints.updateSlab, { params: { id }, body }) : call(endpoints.createSlab, { body }));
export const saveTarget = (body: UserTargetInput) => call(endpoints.setTarget, { body });
export const calculateIncentives = (cycleId: number) => call(endpoints.calculate, { params: { cycleId } });
/** Sign off, approve or pay several people of a cycle at once, all or none (issue 49). */
export const bulkUpdateIncentives = (body: IncentiveBulkUpdate) => call(endpoints.bulkUpdate, { body });
export const updateIncentive = (id: number, body: UserIncentiveUpdate) => call(endpoints.update, { params: { id }, body });
/** The cycle's incentive CSV (a plain link: the browser downloads it with the session cookie). */
export const incentiveCsvUrl = (cycleId: number) => `/api${endpointPath(endpoints.csv)}?cycleId=${cycleId}`;
