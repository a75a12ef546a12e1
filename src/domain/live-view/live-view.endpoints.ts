import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { liveSnapshotSchema } from './live-view';
import { failureAnswers } from '../endpoints/failures';
import { liveViewRoutes } from './live-view.paths';


/** live-view (issue 13; spec 002 §2, §6): for the live-view roles only (HOM, Admin, TSPO, BTPM, admin-broker, admin-owner). */
export const liveViewEndpoints = defineEndpoints({ tags: ['live-view'], documentFailures: true, capability: 'liveView' }, {
  summary: {
    ...liveViewRoutes.summary,
    summary: 'The live view as JSON: one row per telesales agent of the brand (spec 002 §2 columns) and the team summary (total, online, offline, on-call, idle)',
    response: liveSnapshotSchema,
  },
  stream: {
    method: 'GET',
    path: '/sapphire/v1/agents/live',
    failures: failureAnswers(406),
    summary:
      "The live view as server-sent events (text/event-stream): 'snapshot' first (as agents/summary), then 'agent' (a changed row) and 'agent-removed' per change, each with an id; 'heartbeat' every 15 s. A reconnect with Last-Event-ID gets the rows changed since, or a new snapshot. Ask with Accept: text/event-stream (406 otherwise).",
    headers: z.object({ 'last-event-id': z.string().max(40).optional(), accept: z.string().optional() }),
    response: z.string().describe('text/event-stream'),
  },
});
