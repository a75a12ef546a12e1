import { z } from 'zod';
import { defineEndpoint } from '../endpoints/endpoint';
import { liveSnapshotSchema } from './live-view';
import { failureAnswers } from '../endpoints/failures';
import { liveViewRoutes } from './live-view.paths';

const tags = ['live-view'];

/** live-view (issue 13; spec 002 §2, §6): for the live-view roles only (HOM, Admin, TSPO, BTPM, admin-broker, admin-owner). */
export const liveViewEndpoints = {
  summary: defineEndpoint({
    ...liveViewRoutes.summary,
    capability: 'liveView',
    tags,
    documentFailures: true,
    summary: 'The live view as JSON: one row per telesales agent of the brand (spec 002 §2 columns) and the team summary (total, online, offline, on-call, idle)',
    response: liveSnapshotSchema,
  }),
  stream: defineEndpoint({
    method: 'GET',
    path: '/sapphire/v1/agents/live',
    capability: 'liveView',
    tags,
    documentFailures: true,
    failures: failureAnswers(406),
    summary:
      "The live view as server-sent events (text/event-stream): 'snapshot' first (as agents/summary), then 'agent' (a changed row) and 'agent-removed' per change, each with an id; 'heartbeat' every 15 s. A reconnect with Last-Event-ID gets the rows changed since, or a new snapshot. Ask with Accept: text/event-stream (406 otherwise).",
    headers: z.object({ 'last-event-id': z.string().max(40).optional(), accept: z.string().optional() }),
    response: z.string().describe('text/event-stream'),
  }),
};
