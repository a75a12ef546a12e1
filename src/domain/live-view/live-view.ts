// The live-view area's contract (issue 13, spec 002 §2): one row per telesales agent, the team summary, and the
// events of the live stream (GET /sapphire/v1/agents/live, text/event-stream).
import { z } from 'zod';
import { ROLES } from '../auth/roles';
import { CALL_STATE, CALL_STATES, CALL_STATUS_TIMEOUT_MS, isFinalCallState } from '../calling/calling';
import { statusTable } from '../format/status-table';

/** Who shows as an agent on the live view: the brand's active telesales agents (issue 13 "Permissions"). */
export const LIVE_VIEW_AGENT_ROLES: readonly string[] = [
  ROLES.HOUSING_OWNER_AGENT.name,
  ROLES.BROKER_TELE_SALES.name,
  ROLES.BUILDER_TELE_SALES.name,
  ROLES.TENANT_MONETIZATION_AGENT.name,
];

/** Idle: online, not on a call, no activity for 5 minutes (issue 13, our default). */
export const LIVE_VIEW_IDLE_AFTER_MS = 5 * 60_000;
/** A heartbeat event every 15 s keeps proxies from closing the stream and tells the screen the stream is alive. */
export const LIVE_VIEW_HEARTBEAT_MS = 15_000;

/** The screen's own words (the spec gives none but the offline one, which the issue writes). */
export const LIVE_VIEW_MESSAGES = {
  offline: 'Live updates paused — offline',
  reconnecting: 'Live updates disconnected — reconnecting…',
  live: 'Live',
  notOnCall: 'Not on call',
  noAgents: 'No agents to show',
  /** An SSE request that does not ask for an event stream (Accept: text/event-stream). */
  notAcceptable: 'This route is an event stream: ask with Accept: text/event-stream',
} as const;

/** One agent's row (spec 002 §2 columns). Instants are ISO strings; absent ones null. */
export const liveAgentSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  online: z.boolean().describe('The agent’s online status (agents/status): true online, false offline'),
  onlineChangedAt: z.string().nullable(),
  firstActivityAt: z.string().nullable().describe('Today’s first activity (Asia/Kolkata day)'),
  lastActivityAt: z.string().nullable().describe('Today’s last activity'),
  /** The agent's latest call today, if any: its state, when it started and ended. */
  callId: z.number().int().nullable(),
  callStatus: z.enum(CALL_STATES).nullable(),
  callStartedAt: z.string().nullable(),
  callEndedAt: z.string().nullable(),
  /** The case being worked on: the current call's case, else the agent's latest case in progress. */
  caseId: z.number().int().nullable(),
  opportunityId: z.number().int().nullable(),
  /** Names of the active campaigns the agent is mapped to. */
  campaigns: z.array(z.string()),
});
export type LiveAgent = z.infer<typeof liveAgentSchema>;

export const liveSummarySchema = z.object({
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  onCall: z.number().int(),
  idle: z.number().int(),
});
export type LiveSummary = z.infer<typeof liveSummarySchema>;

/** GET /sapphire/v1/agents/summary, and the stream's first event ('snapshot'). */
export const liveSnapshotSchema = z.object({
  at: z.string().describe('When the server read it (ISO instant)'),
  agents: z.array(liveAgentSchema),
  summary: liveSummarySchema,
});
export type LiveSnapshot = z.infer<typeof liveSnapshotSchema>;

/** Event names of the stream. Each 'agent' and 'agent-removed' carries an id; a reconnect's Last-Event-ID resumes after it. */
export const LIVE_EVENTS = { snapshot: 'snapshot', agent: 'agent', removed: 'agent-removed', heartbeat: 'heartbeat' } as const;
export const liveRemovedSchema = z.object({ userId: z.number().int() });
export const liveHeartbeatSchema = z.object({ at: z.string() });

/** Whether the agent's latest call is still running (no final event yet, and not past the status timeout). */
export function isOnCall(agent: Pick<LiveAgent, 'callStatus' | 'callStartedAt'>, now: Date): boolean {
  if (!agent.callStatus || isFinalCallState(agent.callStatus) || !agent.callStartedAt) return false;
  return now.getTime() - Date.parse(agent.callStartedAt) < CALL_STATUS_TIMEOUT_MS;
}

export const LIVE_STATE = statusTable({ offline: 'Offline', online: 'Online', idle: 'Idle', 'on-call': 'On call' });
export type LiveState = (typeof LIVE_STATE.ids)[number];

/**
 * Offline when the status is offline; on call when a call runs; idle when online, not on a call and no activity
 * (nor a status change or call) for 5 minutes; otherwise online.
 */
export function liveStateOf(agent: LiveAgent, now: Date): LiveState {
  if (!agent.online) return 'offline';
  if (isOnCall(agent, now)) return 'on-call';
  const last = Math.max(...[agent.lastActivityAt, agent.onlineChangedAt, agent.callEndedAt, agent.callStartedAt].map((t) => (t ? Date.parse(t) : 0)));
  return now.getTime() - last >= LIVE_VIEW_IDLE_AFTER_MS ? 'idle' : 'online';
}

/** The team summary: total, online, offline, on-call, idle (on-call and idle agents are online too). */
export function summarizeLiveAgents(agents: readonly LiveAgent[], now: Date): LiveSummary {
  const summary: LiveSummary = { total: agents.length, online: 0, offline: 0, onCall: 0, idle: 0 };
  for (const agent of agents) {
    const state = liveStateOf(agent, now);
    if (state === 'offline') summary.offline++;
    else summary.online++;
    if (state === 'on-call') summary.onCall++;
    if (state === 'idle') summary.idle++;
  }
  return summary;
}

/** The call status column: the running call's state, else 'Not on call' (with the last call's end, when there was one). */
export function callStatusText(agent: LiveAgent, now: Date): string {
  if (isOnCall(agent, now)) return CALL_STATE.lookup(agent.callStatus ?? '') ?? String(agent.callStatus);
  if (agent.callStatus && isFinalCallState(agent.callStatus)) return `${LIVE_VIEW_MESSAGES.notOnCall} (last: ${CALL_STATE.names[agent.callStatus]})`;
  return LIVE_VIEW_MESSAGES.notOnCall;
}

/** Rows in the screen's order: name, then id. */
export function sortLiveAgents(agents: Iterable<LiveAgent>): LiveAgent[] {
  return [...agents].sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
}
