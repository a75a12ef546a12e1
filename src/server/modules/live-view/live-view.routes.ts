// live-view (issue 13; spec 002 §2, §6): GET /sapphire/v1/agents/live, a server-sent event stream (a snapshot, then
// one event per change, a heartbeat every 15 s, event ids a reconnect resumes from), and GET /sapphire/v1/agents/summary
// (the same snapshot as JSON). Both for the live-view roles only (HOM, Admin, TSPO, BTPM, admin-broker, admin-owner).
import { LIVE_EVENTS, LIVE_VIEW_HEARTBEAT_MS, LIVE_VIEW_MESSAGES } from '../../../domain/live-view/live-view';
import { liveViewEndpoints as endpoints } from '../../../domain/live-view/live-view.endpoints';
import { errorBody } from '../../errors';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { userOf, type AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { acceptsEventStream, openEventStream, sseMessage } from '../../shared/http/sse';
import { LiveFeed, type LiveDelta } from './live-feed';
import { liveAgentRows, presentLiveAgent, viewerStillAllowed } from './live-view.repo';
import { liveSnapshot } from './live-view.service';

/** Each change is written once, whatever the number of viewers it goes to. */
const written = new WeakMap<LiveDelta, string>();

function deltaMessage(delta: LiveDelta): string {
  let text = written.get(delta);
  if (text === undefined) {
    text = writeDelta(delta);
    written.set(delta, text);
  }
  return text;
}

function writeDelta(delta: LiveDelta): string {
  return delta.kind === 'agent'
    ? sseMessage(LIVE_EVENTS.agent, presentLiveAgent(delta.agent), delta.eventId)
    : sseMessage(LIVE_EVENTS.removed, { userId: delta.userId }, delta.eventId);
}

const feeds = new WeakMap<object, LiveFeed>();

/** The app's live feed (one per app instance, i.e. per server process): tests and the bench read its viewer count. */
export function liveFeedOf(deps: object): LiveFeed | undefined {
  return feeds.get(deps);
}

export async function liveViewRoutes(api: AppInstance): Promise<void> {
  const feed = new LiveFeed(api.db, (err) =>
    isDatabaseUnavailable(err) ? api.log.warn({ err }, 'live view: database unavailable') : api.log.error({ err }, 'live view: reading changed agents failed'),
  );
  feeds.set(api.deps, feed);
  await feed.start(api.deps.database);
  // Open streams would hold the server's close forever: end them first, then stop listening.
  api.addHook('preClose', async () => feed.close());
  api.addHook('onClose', async () => feed.close());

  route(api, endpoints.summary).handle((request) => liveSnapshot(api.db, userOf(request).domainId, new Date()));

  route(api, endpoints.stream).handle(async (request, reply) => {
    const user = userOf(request);
    if (!acceptsEventStream(request)) {
      return reply.code(406).send(errorBody(406, LIVE_VIEW_MESSAGES.notAcceptable));
    }
    const stream = openEventStream(request, reply);
    let unsubscribe: () => void = () => undefined;
    // Changes heard while the first answer is read wait here, then go out in order.
    let waiting: LiveDelta[] | null = [];
    // Each heartbeat also asks whether the viewer may still watch (signed out, made inactive, role removed: the end).
    const heartbeat = setInterval(() => {
      viewerStillAllowed(api.db, user.id, new Date()).then(
        (allowed) => (allowed ? stream.send(LIVE_EVENTS.heartbeat, { at: new Date().toISOString() }) : stream.end()),
        (err: unknown) => request.log.warn({ err }, 'live view: viewer check failed'),
      );
    }, LIVE_VIEW_HEARTBEAT_MS);
    stream.onClose(() => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    unsubscribe = feed.subscribe({
      domainId: user.domainId,
      deliver: (delta) => (waiting ? waiting.push(delta) : stream.write(deltaMessage(delta))),
      end: () => stream.end(),
    });

    try {
      // One value, at most 40 characters: the endpoint's headers schema has checked it.
      const lastEventId = request.headers['last-event-id'] as string | undefined;
      const resumed = lastEventId ? feed.changesSince(lastEventId) : null;
      if (resumed) {
        // A reconnect this process can resume: the rows changed since, each under the latest id that named it.
        const rows = await liveAgentRows(api.db, { userIds: resumed.map((c) => c.agentId) }, new Date());
        const byId = new Map(rows.filter((r) => r.domainId === user.domainId).map((r) => [r.userId, r]));
        for (const change of resumed) {
          const row = byId.get(change.agentId);
          stream.write(deltaMessage(row ? { eventId: change.eventId, kind: 'agent', agent: row } : { eventId: change.eventId, kind: 'removed', userId: change.agentId }));
        }
      } else {
        const eventId = feed.lastEventId() ?? '0';
        stream.send(LIVE_EVENTS.snapshot, await liveSnapshot(api.db, user.domainId, new Date()), eventId);
      }
      const held = waiting;
      waiting = null;
      for (const delta of held) stream.write(deltaMessage(delta));
    } catch (err) {
      // The database away: the browser reconnects by itself (EventSource) once it is back.
      if (isDatabaseUnavailable(err)) request.log.warn({ err }, 'live view: first answer failed, database unavailable');
      else request.log.error({ err }, 'live view: first answer failed');
      stream.end();
    }
    // The stream has taken the reply over (hijacked): Fastify sends nothing more.
    return reply;
  });
}
