import { z } from 'zod';
import { AGENT_STATUSES } from '../reference/ids';

/** GET / PUT /sapphire/v1/agents/status (spec 002 §7): the signed-in agent's online status. */
export const agentStatusSchema = z.object({
  userId: z.number().int(),
  status: z.union([z.literal(AGENT_STATUSES.ACTIVE), z.literal(AGENT_STATUSES.INACTIVE)]).describe('1 online (active), 0 offline (inactive)'),
  changedAt: z.string().nullable().describe('When the status last changed (ISO instant)'),
});

export type AgentStatusRecord = z.infer<typeof agentStatusSchema>;
