// migration-of-agents-cases (issue 13; path ours, spec 001 §7 names the call): teams move owner cases between agents.
import { z } from 'zod';
import { reassignInputSchema } from '../../../domain/calling/calling';
import type { AppInstance } from '../../http';
import { errorResponseSchema } from '../../shared/error-response';
import { errorResponses, security } from '../../shared/route-helpers';
import { runService } from '../../shared/service-context';
import { caseAgents, reassignOwnerCases } from './migration.service';

const tags = ['calling'];
const failures = { ...errorResponses, 422: errorResponseSchema };

export async function caseMigrationRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/mystique/v1/owner-case/agents',
    {
      config: { capability: 'teams' },
      schema: {
        tags,
        security,
        summary: "The agents of the user's scope with their open owner cases",
        response: { 200: z.array(z.object({
              id: z.number().int(),
              name: z.string(),
              active: z.boolean(),
              ownerAgent: z.boolean().describe('Holds the Housing Owner Agent role: may take owner cases when active'),
              openOwnerCases: z.number().int(),
            })), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => caseAgents(ctx)),
  );

  api.put(
    '/mystique/v1/owner-case/reassign',
    {
      schema: {
        tags,
        security,
        summary:
          "Moves owner cases from oldAgent to newAgent (all open ones, or ownerCaseIds) in one transaction with an audit row each ('Owner Cases migrated successfully'; 422 'Failed to assign accounts!' naming the refused ids, nothing moved)",
        body: reassignInputSchema,
        response: { 200: z.object({ message: z.string(), moved: z.number().int(), caseIds: z.array(z.number().int()) }), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => reassignOwnerCases(ctx, request.body)),
  );
}
