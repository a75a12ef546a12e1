import { AGENT_STATUSES } from '../../../domain/reference/ids';
import type { AgentStatusRecord } from '../../../domain/users/agent-status';
import { api } from '../api/api';

/** GET / PUT /api/sapphire/v1/agents/status: 1 online (active), 0 offline (inactive; the default). */
export type { AgentStatusRecord };

export function fetchAgentStatus(): Promise<AgentStatusRecord> {
  return api.get<AgentStatusRecord>('/sapphire/v1/agents/status');
}

export function changeAgentStatus(online: boolean): Promise<AgentStatusRecord> {
  return api.put<AgentStatusRecord>('/sapphire/v1/agents/status', { status: online ? AGENT_STATUSES.ACTIVE : AGENT_STATUSES.INACTIVE });
}
