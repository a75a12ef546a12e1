// GET and PUT sapphire agents/status (spec 002 §7): the signed-in agent's own online/offline toggle.
import type { AgentStatusRecord } from '../../../domain/users/agent-status';
import { userEndpoints as endpoints } from '../../../domain/users/users.endpoints';
import { notFound } from '../../errors';
import { userOf, type AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { getAgentStatus, setAgentStatus, type AgentStatusRow } from './agent-status.repo';

function present(row: AgentStatusRow): AgentStatusRecord {
  return { userId: row.userId, status: row.status, changedAt: row.changedAt?.toISOString() ?? null };
}

/** The agent status endpoints (domain/users/users.endpoints.ts). */
export async function agentStatusRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.agentStatus).handle(async (request) => {
    const row = await getAgentStatus(api.db, userOf(request).id);
    if (!row) throw notFound();
    return present(row);
  });
  route(api, endpoints.setAgentStatus).handle(async (request) => {
    const row = await setAgentStatus(api.db, userOf(request).id, request.body.status, new Date());
    if (!row) throw notFound();
    return present(row);
  });
}
