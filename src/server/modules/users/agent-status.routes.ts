// GET and PUT sapphire agents/status (spec 002 §7): the signed-in agent's own online/offline toggle.
import { z } from 'zod';
import { AGENT_STATUSES } from '../../../domain/reference/ids';
import { agentStatusSchema, type AgentStatusRecord } from '../../../domain/users/agent-status';
import { notFound } from '../../errors';
import { userOf, type AppInstance } from '../../http';
import { errorResponseSchema } from '../../shared/error-response';
import { getAgentStatus, setAgentStatus, type AgentStatusRow } from './agent-status.repo';

export const AGENT_STATUS_MESSAGE = 'Status must be 1 (online) or 0 (offline).';

const agentStatusValue = z.coerce
  .number({ error: AGENT_STATUS_MESSAGE })
  .refine((v) => v === AGENT_STATUSES.ACTIVE || v === AGENT_STATUSES.INACTIVE, AGENT_STATUS_MESSAGE)
  .transform((v) => (v === AGENT_STATUSES.ACTIVE ? AGENT_STATUSES.ACTIVE : AGENT_STATUSES.INACTIVE));

function present(row: AgentStatusRow): AgentStatusRecord {
  return { userId: row.userId, status: row.status, changedAt: row.changedAt?.toISOString() ?? null };
}

export async function agentStatusRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapphire/v1/agents/status',
    {
      // Only telesales agents have a presence (PERMISSIONS.md 'telesales'; spec 002 §4).
      config: { capability: 'telesales' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in agent’s online status',
        security: [{ session: [] }],
        response: { 200: agentStatusSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await getAgentStatus(api.db, userOf(request).id);
      if (!row) throw notFound();
      return present(row);
    },
  );

  api.put(
    '/sapphire/v1/agents/status',
    {
      // Only telesales agents toggle (PERMISSIONS.md 'telesales'): not a field agent, a manager or Finance.
      config: { capability: 'telesales' },
      schema: {
        tags: ['users'],
        summary: 'Go online (1) or offline (0)',
        security: [{ session: [] }],
        body: z.object({ status: agentStatusValue }, { error: AGENT_STATUS_MESSAGE }),
        response: { 200: agentStatusSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await setAgentStatus(api.db, userOf(request).id, request.body.status, new Date());
      if (!row) throw notFound();
      return present(row);
    },
  );
}
