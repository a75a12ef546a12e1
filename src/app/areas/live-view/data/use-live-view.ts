// The live view's data (issue 13): an EventSource on GET /api/sapphire/v1/agents/live. The snapshot fills the rows,
// each 'agent' event replaces one row, 'agent-removed' drops one. The browser's EventSource reconnects by itself
// (with Last-Event-ID, so the server sends only what changed); when it gives up (the server answered an error),
// this hook tries again after a pause. Offline it closes the stream and keeps the rows; back online it reopens.
import { useEffect, useState } from 'react';
import {
  LIVE_EVENTS,
  LIVE_VIEW_HEARTBEAT_MS,
  liveAgentSchema,
  liveHeartbeatSchema,
  liveRemovedSchema,
  liveSnapshotSchema,
  type LiveAgent,
} from '../../../../domain/live-view/live-view';
import { useOnline } from '../../../lib/offline/session/use-online';
import { endpointPath } from '../../../lib/api/call';
import { liveViewEndpoints } from '../../../../domain/live-view/live-view.endpoints';

export const LIVE_STREAM_URL = `${import.meta.env.VITE_API_BASE || '/api'}${endpointPath(liveViewEndpoints.stream)}`;
const SUMMARY_URL = `${import.meta.env.VITE_API_BASE || '/api'}${endpointPath(liveViewEndpoints.summary)}`;

/** connecting: before the first answer; live: the stream is open; disconnected: it dropped and is being reopened;
 * offline: the device has no network; refused: the server will not stream to this user (403/401). */
export type LiveConnection = 'connecting' | 'live' | 'disconnected' | 'offline' | 'refused';

export type LiveViewState = {
  agents: ReadonlyMap<number, LiveAgent>;
  /** Whether a snapshot has arrived (before it, counts are absent). */
  loaded: boolean;
  connection: LiveConnection;
  /** When the last event (heartbeats included) arrived. */
  lastEventAt: Date | null;
  /** The refusal's message when connection is 'refused'. */
  refusal: string | null;
};

/** No event for three heartbeats: the connection is taken for dead and reopened. */
const STALE_AFTER_MS = 3 * LIVE_VIEW_HEARTBEAT_MS;
const RETRY_MS = [1_000, 3_000, 10_000, 30_000];

export function useLiveView(): LiveViewState {
  const online = useOnline();
  const [state, setState] = useState<LiveViewState>({ agents: new Map(), loaded: false, connection: 'connecting', lastEventAt: null, refusal: null });

  useEffect(() => {
    if (!online) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let attempts = 0;
    let lastEventAt = Date.now();
    let stopped = false;

    const seen = (patch: (s: LiveViewState) => Partial<LiveViewState>) => {
      lastEventAt = Date.now();
      attempts = 0;
      setState((s) => ({ ...s, ...patch(s), connection: 'live', lastEventAt: new Date(lastEventAt) }));
    };

    const reopenLater = () => {
      source?.close();
      source = null;
      if (stopped || retry) return;
      const delay = RETRY_MS[Math.min(attempts, RETRY_MS.length - 1)]!;
      attempts++;
      retry = setTimeout(() => {
        retry = null;
        open();
      }, delay);
    };

    const open = () => {
      if (stopped) return;
      lastEventAt = Date.now();
      const es = new EventSource(LIVE_STREAM_URL, { withCredentials: true });
      source = es;
      es.onopen = () => {
        if (source !== es) return;
        lastEventAt = Date.now();
        setState((s) => ({ ...s, connection: 'live' }));
      };
      es.addEventListener(LIVE_EVENTS.snapshot, (e) => {
        const snapshot = liveSnapshotSchema.parse(JSON.parse((e as MessageEvent<string>).data));
        seen(() => ({ agents: new Map(snapshot.agents.map((a) => [a.userId, a])), loaded: true }));
      });
      es.addEventListener(LIVE_EVENTS.agent, (e) => {
        const agent = liveAgentSchema.parse(JSON.parse((e as MessageEvent<string>).data));
        seen((s) => ({ agents: new Map(s.agents).set(agent.userId, agent) }));
      });
      es.addEventListener(LIVE_EVENTS.removed, (e) => {
        const { userId } = liveRemovedSchema.parse(JSON.parse((e as MessageEvent<string>).data));
        seen((s) => {
          const agents = new Map(s.agents);
          agents.delete(userId);
          return { agents };
        });
      });
      es.addEventListener(LIVE_EVENTS.heartbeat, (e) => {
        liveHeartbeatSchema.parse(JSON.parse((e as MessageEvent<string>).data));
        seen(() => ({}));
      });
      es.onerror = () => {
        if (stopped || source !== es) return;
        setState((s) => ({ ...s, connection: 'disconnected' }));
        // CONNECTING: the browser reconnects by itself. CLOSED: the server answered something other than a stream.
        if (es.readyState !== EventSource.CLOSED) return;
        es.close();
        source = null;
        void fetch(SUMMARY_URL, { credentials: 'include' })
          .then(async (res) => {
            if (stopped) return;
            if (res.status === 401 || res.status === 403) {
              const body = (await res.json().catch(() => null)) as { error?: { msg?: string } } | null;
              setState((s) => ({ ...s, connection: 'refused', refusal: body?.error?.msg ?? null }));
              return;
            }
            reopenLater();
          })
          .catch(() => reopenLater());
      };
    };

    open();
    // A stream that went quiet (a dead connection the browser has not noticed): reopen it.
    const watchdog = setInterval(() => {
      if (source && Date.now() - lastEventAt > STALE_AFTER_MS) {
        setState((s) => ({ ...s, connection: 'disconnected' }));
        reopenLater();
      }
    }, LIVE_VIEW_HEARTBEAT_MS);
    return () => {
      stopped = true;
      clearInterval(watchdog);
      if (retry) clearTimeout(retry);
      source?.close();
      // Next time (back online) the screen says it is connecting until the stream answers.
      setState((s) => ({ ...s, connection: 'connecting' }));
    };
  }, [online]);

  return online ? state : { ...state, connection: 'offline' };
}

/** The current time, moving every few seconds: idle agents and running calls change state as time passes. */
export function useNow(everyMs = 5_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
