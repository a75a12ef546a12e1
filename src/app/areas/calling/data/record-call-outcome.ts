import { callOutcomeCommentText, CALLING_MESSAGES, type CallView, type OutcomeAnswer } from '../../../../domain/calling/calling';
import { callingEndpoints } from '../../../../domain/calling/calling.endpoints';
import { endpointPath } from '../../../lib/api/call';
import { awaitOfflineSession } from '../../../lib/offline/session/offline-session';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/outbox/queued-write';
import { logOutcome } from './calling-api';

export type RecordedOutcome = {
  result: WriteResult;
  /** The success line: the route's message when the server has it. */
  message: string;
  /** The Call comment's text (the server's, or the same text the server will write). */
  text: string;
  /** The route's answer when the outcome went by the route (no offline copy on this device), else null. */
  answer: OutcomeAnswer | null;
};

/**
 * Logs a call's outcome. An agent who keeps an offline copy queues it (logCallOutcome, areas/calling/offline):
 * with no signal, or when the request cannot reach the server, it waits on the device (the Call comment shows on
 * the case's account there) and is applied exactly once on sync; online it is sent at once and a refusal throws
 * the route's status and message. Everyone else calls POST calls/{id}/outcome as before.
 */
export async function recordCallOutcome(call: Pick<CallView, 'id' | 'caseId' | 'durationSeconds'>, accountId: number, outcomeId: number, remark: string): Promise<RecordedOutcome> {
  let answer: OutcomeAnswer | null = null;
  const path = endpointPath(callingEndpoints.outcome, { id: call.id });
  const result = await writeThroughOutbox(
    { name: 'logCallOutcome', args: { callId: call.id, caseId: call.caseId, accountId, outcomeId, remark: remark.trim() || null, durationSeconds: call.durationSeconds } },
    async () => {
      answer = await logOutcome(call.id, outcomeId, remark);
    },
    { method: 'POST', path, notify: false },
  );
  const sent = answer as OutcomeAnswer | null;
  return { result, message: sent?.message ?? CALLING_MESSAGES.outcomeLogged, text: sent?.comment.text ?? callOutcomeCommentText(call.caseId, outcomeId, remark), answer: sent };
}

/** Waits between tries of syncQueuedOutcomes (ms). */
const SYNC_TRIES_MS = [500, 1000, 2000, 4000, 8000];

/**
 * Syncs until a sync completes (the outcomes queued on this device were pushed), a few tries at most: right after
 * the browser's 'online' event the sync worker may not yet see the network and answers 'offline'. True once synced.
 */
export async function syncQueuedOutcomes(): Promise<boolean> {
  const session = await awaitOfflineSession();
  if (!session) return true;
  for (const waitMs of SYNC_TRIES_MS) {
    const run = await session.engine.sync().catch(() => null);
    if (run?.result === 'synced') return true;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  return false;
}
