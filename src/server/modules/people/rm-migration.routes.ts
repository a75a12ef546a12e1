// rm-migration (issue 13): the relationship managers of a department, branch and domain, and the mass reassignment.
import { z } from 'zod';
import { massAssignmentInputSchema, massAssignmentResultSchema, relationshipManagerQuerySchema, relationshipManagerSchema, type CheckedMassAssignment } from '../../../domain/people/rm-migration';
import type { AppInstance } from '../../http';
import { errorResponseSchema } from '../../shared/error-response';
import { errorResponses, security } from '../../shared/route-helpers';
import { runService } from '../../shared/service-context';
import { salesBranchList } from './rm-migration.branches';
import { massUpdateAssignment, relationshipManagers } from './rm-migration.service';

const tags = ['rm-migration'];
const failures = { ...errorResponses, 422: errorResponseSchema };

/** Registered with the 'teams' capability for reads and writes. */
export async function rmMigrationRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/mystique/v1/sales-branches',
    { config: { capability: 'signedIn' }, schema: { tags, security, summary: 'Sales branches', response: { 200: z.array(z.object({ id: z.number().int(), name: z.string() })), ...failures } } },
    async (request) => runService(api.db, request, (ctx) => salesBranchList(ctx)),
  );

  api.get(
    '/sapna/v1/account/relationship-managers',
    {
      schema: {
        tags,
        security,
        summary: 'The relationship managers of a department, branch and domain (their branch-city mapping), with their account counts',
        querystring: relationshipManagerQuerySchema,
        response: { 200: z.array(relationshipManagerSchema), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => relationshipManagers(ctx, request.query)),
  );

  api.put(
    '/sapna/v1/account/mass-update-assignment',
    {
      schema: {
        tags,
        security,
        summary:
          "Move accounts (ids typed as a comma list, spec 000 §5 alerts as 400) with their open opportunities from one relationship manager to another, in one transaction with an audit row. Accounts not found, not the first manager's or outside the user's scope: 422 'Unable to map account' naming them, nothing moves; managers outside the department and branch or relieved: 422 'Failed to assign accounts!'",
        body: massAssignmentInputSchema,
        response: { 200: massAssignmentResultSchema, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => massUpdateAssignment(ctx, request.body as CheckedMassAssignment)),
  );
}
