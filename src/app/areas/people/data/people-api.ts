import { api } from '../../../lib/api/api';
import { ApiFailure } from '../../../lib/api/api-failure';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type {
  AgentPhonesInput,
  BranchCityRowInput,
  BranchCityView,
  CompanyUser,
  CreateUserInput,
  Designation,
  HrisEmployee,
  ReallocateInput,
  UpdateUserInput,
  VirtualNumberView,
} from '../../../../domain/people/people';
import type { MassAssignmentInput, MassAssignmentResult, RelationshipManager } from '../../../../domain/people/rm-migration';
import type { PerformanceAnswer } from '../../../../domain/people/performance';

const V = '/mystique/v1';

export function useChildList(query: { page: number; search: string; parentId?: number; noRole?: boolean }): Resource<Paged<CompanyUser>> {
  const params = { page: query.page, search: query.search || undefined, parentId: query.parentId, noRole: query.noRole ? 'true' : undefined };
  return useResource(`child-list:${JSON.stringify(params)}`, (signal) => api.get<Paged<CompanyUser>>(`${V}/company-users/child-list`, { signal, query: params }), { keepPrevious: true });
}

/** GET child-list's total of users holding no role (home's "Users without a role"; the list: useChildList with noRole). */
export function fetchUsersWithoutRole(signal: AbortSignal): Promise<Paged<CompanyUser>> {
  return api.get<Paged<CompanyUser>>(`${V}/company-users/child-list`, { signal, query: { page: 0, size: 1, noRole: 'true' }, notify: false });
}

export function useDesignations(): Resource<Designation[]> {
  return useResource('designations', (signal) => api.get<Designation[]>(`${V}/designations`, { signal }));
}

export const createCompanyUser = (input: CreateUserInput) => api.post<{ user: CompanyUser; message: string }>(`${V}/company-users`, input);
export const updateCompanyUser = (id: number, input: UpdateUserInput) => api.put<{ user: CompanyUser; message: string }>(`${V}/company-users/${id}`, input);
export const saveAgentPhones = (id: number, input: AgentPhonesInput) => api.put<{ contactNumbers: AgentPhonesInput['contactNumbers']; message: string }>(`${V}/agent/${id}/phones`, input);
export const fetchVirtualNumber = (id: number) => api.get<VirtualNumberView>(`${V}/agent/${id}/virtual-number`, { notify: false });
export const reallocateNumber = (input: ReallocateInput) => api.post<VirtualNumberView>(`${V}/virtual-number/reallocate`, input);
export const unlockSignIn = (id: number) => api.delete<{ message: string; cleared: number }>(`${V}/company-users/${id}/sign-in-lock`);
export const fetchHris = (code: string) => api.get<HrisEmployee>(`${V}/hris/${encodeURIComponent(code)}`);

export function useBranchCityMapping(): Resource<BranchCityView> {
  return useResource('branch-city-mapping', (signal) => api.get<BranchCityView>(`${V}/agent/branch-city-mapping`, { signal }));
}
export const saveBranchCityRows = (rows: BranchCityRowInput[]) => api.put<{ updated: number; message: string }>(`${V}/agent/branch-city-mapping`, { rows });

export function useSalesBranches(): Resource<{ id: number; name: string }[]> {
  return useResource('sales-branches', (signal) => api.get<{ id: number; name: string }[]>(`${V}/sales-branches`, { signal }));
}

export function useRelationshipManagers(filter: { departmentId: string; branchId: string; domainId: string }): Resource<RelationshipManager[]> {
  const ready = filter.departmentId && filter.branchId && filter.domainId;
  return useResource(ready ? `rms:${JSON.stringify(filter)}` : null, (signal) => api.get<RelationshipManager[]>('/sapna/v1/account/relationship-managers', { signal, query: filter }));
}
export const massUpdateAssignment = (input: MassAssignmentInput) => api.put<MassAssignmentResult>('/sapna/v1/account/mass-update-assignment', input);

export function usePerformance(selector: object): Resource<PerformanceAnswer> {
  const text = JSON.stringify(selector);
  return useResource(`performance:${text}`, (signal) => api.get<PerformanceAnswer>(`${V}/agent-performance`, { signal, query: { selector: text } }), { keepPrevious: true });
}

/** The server's details of a refusal (api_errors.details), when it gave more than its message. */
export function failureDetails(error: unknown): string | null {
  if (!(error instanceof ApiFailure)) return null;
  const data = error.data as { api_errors?: { details?: unknown } } | null;
  const details = data?.api_errors?.details;
  return typeof details === 'string' && details !== error.message ? details : null;
}
