// The people screens' calls (issue 13) through the endpoint table (domain/people/people.endpoints.ts).
import { call } from '../../../lib/api/call';
import { peopleEndpoints as endpoints, rmMigrationEndpoints } from '../../../../domain/people/people.endpoints';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from '../../../../domain/paging/paged';
import type {
  AgentPhonesInput,
  BranchCityRowInput,
  BranchCityView,
  CompanyUser,
  CreateUserInput,
  Designation,
  ReallocateInput,
  UpdateUserInput,
} from '../../../../domain/people/people';
import type { MassAssignmentInput, RelationshipManager } from '../../../../domain/people/rm-migration';
import type { PerformanceAnswer } from '../../../../domain/people/performance';

export function useChildList(query: { page: number; search: string; parentId?: number; noRole?: boolean }): Resource<Paged<CompanyUser>> {
  const params = { page: query.page, search: query.search || undefined, parentId: query.parentId, noRole: query.noRole ? ('true' as const) : undefined };
  return useResource(`child-list:${JSON.stringify(params)}`, (signal) => call(endpoints.childList, { signal, query: params }), { keepPrevious: true });
}

export function useDesignations(): Resource<Designation[]> {
  return useResource('designations', (signal) => call(endpoints.designations, { signal }));
}

export const createCompanyUser = (body: CreateUserInput) => call(endpoints.createUser, { body });
export const updateCompanyUser = (id: number, body: UpdateUserInput) => call(endpoints.updateUser, { params: { id }, body });
export const saveAgentPhones = (id: number, body: AgentPhonesInput) => call(endpoints.setAgentPhones, { params: { id }, body });
export const fetchVirtualNumber = (id: number) => call(endpoints.virtualNumber, { params: { id }, notify: false });
export const reallocateNumber = (body: ReallocateInput) => call(endpoints.reallocateVirtualNumber, { body });
export const unlockSignIn = (id: number) => call(endpoints.unlockSignIn, { params: { id } });
export const fetchHris = (employeeCode: string) => call(endpoints.hris, { params: { employeeCode } });

export function useBranchCityMapping(): Resource<BranchCityView> {
  return useResource('branch-city-mapping', (signal) => call(endpoints.branchCityMapping, { signal }));
}
export const saveBranchCityRows = (rows: BranchCityRowInput[]) => call(endpoints.saveBranchCityMapping, { body: { rows } });

export function useSalesBranches(): Resource<{ id: number; name: string }[]> {
  return useResource('sales-branches', (signal) => call(rmMigrationEndpoints.salesBranches, { signal }));
}

export function useRelationshipManagers(filter: { departmentId: string; branchId: string; domainId: string }): Resource<RelationshipManager[]> {
  const ready = filter.departmentId && filter.branchId && filter.domainId;
  return useResource(ready ? `rms:${JSON.stringify(filter)}` : null, (signal) => call(rmMigrationEndpoints.relationshipManagers, { signal, query: filter }));
}
export const massUpdateAssignment = (body: MassAssignmentInput) => call(rmMigrationEndpoints.massUpdateAssignment, { body });

export function usePerformance(selector: object): Resource<PerformanceAnswer> {
  const text = JSON.stringify(selector);
  return useResource(`performance:${text}`, (signal) => call(endpoints.performance, { signal, query: { selector: text } }), { keepPrevious: true });
}
