import { peopleEndpoints as endpoints } from '../../../domain/people/people.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import {
  agentPhones,
  agentVirtualNumber,
  branchCityMapping,
  childList,
  companyUser,
  createUser,
  designations,
  hrisDetails,
  reallocateVirtualNumber,
  saveBranchCityMapping,
  setAgentPhones,
  unlockUserSignIn,
  updateUser,
} from './people.service';

/** User management (domain/people/people.endpoints.ts): Admin's ('people'); designations for every signed-in user. */
export async function peopleRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.childList).service((ctx, { query }) => childList(ctx, query));
  route(api, endpoints.user).service((ctx, { params }) => companyUser(ctx, params.id));
  route(api, endpoints.createUser).service((ctx, { body }) => createUser(ctx, body));
  route(api, endpoints.updateUser).service((ctx, { params, body }) => updateUser(ctx, params.id, body));
  route(api, endpoints.designations).handle(() => designations());
  route(api, endpoints.branchCityMapping).service((ctx) => branchCityMapping(ctx));
  route(api, endpoints.saveBranchCityMapping).service((ctx, { body }) => saveBranchCityMapping(ctx, body));
  route(api, endpoints.agentPhones).service((ctx, { params }) => agentPhones(ctx, params.id));
  route(api, endpoints.setAgentPhones).service((ctx, { params, body }) => setAgentPhones(ctx, params.id, body));
  route(api, endpoints.unlockSignIn).service((ctx, { params }) => unlockUserSignIn(ctx, params.id));
  route(api, endpoints.virtualNumber).service((ctx, { params }) => agentVirtualNumber(ctx, params.id));
  route(api, endpoints.reallocateVirtualNumber).service((ctx, { body }) => reallocateVirtualNumber(ctx, body));
  route(api, endpoints.hris).service((ctx, { params }) => hrisDetails(ctx, params.employeeCode));
}
