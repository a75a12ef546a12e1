// The live view's reads (issue 13): the brand's floor as rows and the team summary computed by the domain's rule.
import { summarizeLiveAgents, type LiveSnapshot } from '../../../domain/live-view/live-view';
import type { Db } from '../../db/client';
import { liveAgentRows, presentLiveAgent } from './live-view.repo';

export async function liveSnapshot(db: Db, domainId: number, now: Date): Promise<LiveSnapshot> {
  const agents = (await liveAgentRows(db, { domainId }, now)).map(presentLiveAgent);
  return { at: now.toISOString(), agents, summary: summarizeLiveAgents(agents, now) };
}
