import { accountAgentsSchema } from '../../../domain/accounts/account-views';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { listAccountAgents } from './account-agents.service';

/** GET /sapna/v1/account/agents: who holds the accounts in the user's scope (the my-accounts agent filter). */
export async function accountAgentsRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v1/account/agents',
    {
      schema: {
        tags: ['accounts'],
        description: "Agents holding accounts in the signed-in user's scope, by name: the user alone for an agent, the team for a team leader, the brand for managers and read-only users.",
        response: {
          200: accountAgentsSchema,
        },
      },
    },
    async (request) => {
      const results = await runService(api.db, request, (ctx) => listAccountAgents(ctx));
      return { results, totalCount: results.length, page: 0, size: results.length };
    },
  );
}
