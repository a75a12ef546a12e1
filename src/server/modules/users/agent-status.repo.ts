// An agent's online status (spec 000 §4 and 002 §4: 1 active, 0 inactive, inactive by default), stored on the user row.
import { eq, sql } from 'drizzle-orm';
import { AGENT_STATUSES, type AgentStatus } from '../../../domain/reference/ids';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/index';

export type AgentStatusRow = { userId: number; status: AgentStatus; changedAt: Date | null };

function asAgentStatus(value: number): AgentStatus {
  return value === AGENT_STATUSES.ACTIVE ? AGENT_STATUSES.ACTIVE : AGENT_STATUSES.INACTIVE;
}

export async function getAgentStatus(db: Db | Tx, userId: number): Promise<AgentStatusRow | null> {
  const [row] = await db
    .select({ userId: users.id, status: users.agentStatus, changedAt: users.agentStatusChangedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { ...row, status: asAgentStatus(row.status) } : null;
}

/** Sets the status; the change time moves only when the status actually changes (the live view shows how long). */
export async function setAgentStatus(db: Db | Tx, userId: number, status: AgentStatus, now: Date): Promise<AgentStatusRow | null> {
  const [row] = await db
    .update(users)
    .set({
      agentStatus: status,
      agentStatusChangedAt: sql`case when ${users.agentStatus} = ${status} and ${users.agentStatusChangedAt} is not null then ${users.agentStatusChangedAt} else ${now.toISOString()}::timestamptz end`,
    })
    .where(eq(users.id, userId))
    .returning({ userId: users.id, status: users.agentStatus, changedAt: users.agentStatusChangedAt });
  return row ? { ...row, status: asAgentStatus(row.status) } : null;
}
