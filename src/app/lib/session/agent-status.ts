import { AGENT_STATUSES } from '../../../domain/reference/ids';
import type { AgentStatusRecord } from '../../../domain/users/agent-status';
import { userEndpoints } from '../../../domain/users/users.endpoints';
import { call } from '../api/call';

/** GET / PUT /api/sapphire/v1/agents/status: 1 online (active), 0 offline (inactive; the default). */
export type { AgentStatusRecord };

export function fetchAgentStatus(): Promise<AgentStatusRecord> {
  return call(userEndpoints.agentStatus);
}

export function changeAgentStatus(online: boolean): Promise<AgentStatusRecord> {
  return call(userEndpoints.setAgentStatus, { body: { status: online ? AGENT_STATUSES.ACTIVE : AGENT_STATUSES.INACTIVE } });
}
