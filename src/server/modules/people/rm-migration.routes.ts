// rm-migration (issue 13): the relationship managers of a department, branch and domain, and the mass reassignment.
import { rmMigrationEndpoints as endpoints } from '../../../domain/people/people.endpoints';
import type { CheckedMassAssignment } from '../../../domain/people/rm-migration';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { salesBranchList } from './rm-migration.branches';
import { massUpdateAssignment, relationshipManagers } from './rm-migration.service';

/** The 'teams' capability for reads and writes; the sales branches for every signed-in user. */
export async function rmMigrationRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.salesBranches).service((ctx) => salesBranchList(ctx));
  route(api, endpoints.relationshipManagers).service((ctx, { query }) => relationshipManagers(ctx, query));
  route(api, endpoints.massUpdateAssignment).service((ctx, { body }) => massUpdateAssignment(ctx, body as CheckedMassAssignment));
}
