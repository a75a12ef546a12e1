import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { AGENT_STATUSES } from '../reference/ids';
import { agentStatusSchema } from './agent-status';
import { userRoutes } from './users.paths';


/** GET and PUT user activity (spec 000 §7): today's first and last activity of the signed-in user. */
export const dayActivitySchema = z.object({
  date: z.string().describe('The Asia/Kolkata calendar day (YYYY-MM-DD)'),
  firstActivityAt: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
  lastActivity: z.string().nullable(),
});
export type DayActivity = z.infer<typeof dayActivitySchema>;

export const AGENT_STATUS_MESSAGE = 'Status must be 1 (online) or 0 (offline).';

const agentStatusValue = z.coerce
  .number({ error: AGENT_STATUS_MESSAGE })
  .refine((v) => v === AGENT_STATUSES.ACTIVE || v === AGENT_STATUSES.INACTIVE, AGENT_STATUS_MESSAGE)
  .transform((v) => (v === AGENT_STATUSES.ACTIVE ? AGENT_STATUSES.ACTIVE : AGENT_STATUSES.INACTIVE));

/** The users area: a person's own working day (activity) and, for telesales agents, online status. */
export const userEndpoints = defineEndpoints({ tags: ['users'], capability: 'signedIn' }, {
  activity: {
    ...userRoutes.activity,
    summary: 'Today’s first and last activity of the signed-in user',
    documentFailures: [401, 403],
    response: dayActivitySchema,
  },
  recordActivity: {
    ...userRoutes.recordActivity,
    // Every signed-in user's own working day, read-only users included.
    allowReadOnly: true,
    summary: 'Record activity now (first activity of the day if none yet)',
    documentFailures: [400, 401, 403],
    // No body at all (Fastify gives null) records activity without changing its description.
    body: z.object({ activity: z.string().trim().max(200).optional() }).nullish(),
    response: dayActivitySchema,
  },
  /** Only telesales agents have a presence (PERMISSIONS.md 'telesales'; spec 002 §4). */
  agentStatus: {
    ...userRoutes.agentStatus,
    capability: 'telesales',
    summary: 'The signed-in agent’s online status',
    documentFailures: [401, 403],
    response: agentStatusSchema,
  },
  /** Only telesales agents toggle (PERMISSIONS.md 'telesales'): not a field agent, a manager or Finance. */
  setAgentStatus: {
    ...userRoutes.setAgentStatus,
    capability: 'telesales',
    summary: 'Go online (1) or offline (0)',
    documentFailures: [400, 401, 403],
    body: z.object({ status: agentStatusValue }, { error: AGENT_STATUS_MESSAGE }),
    response: agentStatusSchema,
  },
});
