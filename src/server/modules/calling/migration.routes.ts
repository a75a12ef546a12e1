// migration-of-agents-cases (issue 13; path ours, spec 001 §7 names the call): teams move owner cases between agents.
import { caseMigrationEndpoints as endpoints } from '../../../domain/calling/calling.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { caseAgents, reassignOwnerCases } from './migration.service';

/** The case migration endpoints (domain/calling/calling.endpoints.ts). */
export async function caseMigrationRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.caseAgents).service((ctx) => caseAgents(ctx));
  route(api, endpoints.reassignOwnerCases).service((ctx, { body }) => reassignOwnerCases(ctx, body));
}
