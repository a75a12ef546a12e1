import { AGENT_STATUSES } from '../../../domain/reference/ids';
import type { AgentStatusRecord } from '../../../domain/users/agent-status';
import type { userEndpoints } from '../../../domain/users/users.endpoints';
import { userRoutes } from '../../../domain/users/users.paths';
import { callRoute } from '../api/call';

/** GET / PUT /api/sapphire/v1/agents/status: 1 online (active), 0 offline (inactive; the default). */
export type { AgentStatusRecord };

export function fetchAgentStatus(): Promise<AgentStatusRecord> {
  return callRoute<typeof userEndpoints.agentStatus>(userRoutes.agentStatus);
}

export function changeAgentStatus(online: boolean): Promise<AgentStatusRecord> {
  return callRoute<typeof userEndpoints.setAgentStatus>(userRoutes.setAgentStatus, { body: { status: online ? AGENT_STATUSES.ACTIVE : AGENT_STATUSES.INACTIVE } });
}
