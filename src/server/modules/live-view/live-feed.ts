// The live view's change feed (issue 13): database triggers send NOTIFY live_view '<event id>:<agent id>' in the
// transaction of each change (migration live-view); every server process LISTENs (PGlite: its in-process
// notifications; PostgreSQL: one dedicated connection per process, db/client.ts), re-reads the agents it heard of
// (one query per burst, whatever the number of viewers) and hands each row to the open streams of that brand.
import type { Database, Db } from '../../db/client';
import { liveAgentRows, type LiveAgentRow } from './live-view.repo';

export const LIVE_VIEW_CHANNEL = 'live_view';
/** How many recent changes a process remembers, so a reconnect's Last-Event-ID can resume instead of reloading. */
export const LIVE_FEED_MEMORY = 5_000;

/** The one small interface both backends give (db/client.ts `Database.listen`): LISTEN, answering how to stop. */
export type NotificationSource = {
  listen?: (channel: string, onNotify: (payload: string) => void, onGap?: () => void) => Promise<() => Promise<void>>;
};

export type LiveDelta = { eventId: string; kind: 'agent'; agent: LiveAgentRow } | { eventId: string; kind: 'removed'; userId: number };

export type LiveSubscriber = {
  /** The viewer's brand: only that brand's agents reach them. */
  domainId: number;
  deliver: (delta: LiveDelta) => void;
  /** The feed is closing (server shutdown): end the stream. */
  end: () => void;
};

type Change = { eventId: string; agentId: number };

/** '<event id>:<agent id>', both decimal. */
export function parseLiveNotification(payload: string): Change | null {
  const match = /^(\d{1,19}):(\d{1,10})$/.exec(payload);
  return match ? { eventId: match[1]!, agentId: Number(match[2]) } : null;
}

export class LiveFeed {
  private readonly subscribers = new Set<LiveSubscriber>();
  /** Recent changes in the order the database delivered them (commit order, the same in every process). */
  private readonly recent: Change[] = [];
  /** Agents heard of and not yet re-read: agent id → the latest event id that named them. */
  private pending = new Map<number, string>();
  private flushing: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  /** Starts listening; a database that cannot listen leaves the feed with snapshots only. */
  async start(source: NotificationSource | Database): Promise<void> {
    if (!source.listen) return;
    this.stopListening = await source.listen(
      LIVE_VIEW_CHANNEL,
      (payload) => this.heard(payload),
      () => this.missed(),
    );
  }

  /**
   * The listening connection was lost and reopened: changes in between were missed. The process forgets what it
   * remembered and ends every stream; each browser reconnects by itself and gets a new snapshot.
   */
  private missed(): void {
    this.recent.length = 0;
    this.pending.clear();
    for (const subscriber of this.subscribers) subscriber.end();
    this.subscribers.clear();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const subscriber of this.subscribers) subscriber.end();
    this.subscribers.clear();
    await this.stopListening?.();
    this.stopListening = null;
    await this.flushing;
  }

  subscribe(subscriber: LiveSubscriber): () => void {
    if (this.closed) {
      subscriber.end();
      return () => undefined;
    }
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get viewerCount(): number {
    return this.subscribers.size;
  }

  /** The id of the latest change this process heard of, or null when it has heard none. */
  lastEventId(): string | null {
    return this.recent.at(-1)?.eventId ?? null;
  }

  /**
   * The agents changed after the event a viewer saw last, each with the latest event id that named it, in order;
   * null when this process does not remember that event (too old, another process's start): the viewer reloads.
   */
  changesSince(eventId: string): Change[] | null {
    let index = -1;
    for (let i = this.recent.length - 1; i >= 0; i--) {
      if (this.recent[i]!.eventId === eventId) {
        index = i;
        break;
      }
    }
    if (index < 0) return null;
    const latest = new Map<number, string>();
    for (const change of this.recent.slice(index + 1)) {
      latest.delete(change.agentId);
      latest.set(change.agentId, change.eventId);
    }
    return [...latest].map(([agentId, id]) => ({ agentId, eventId: id }));
  }

  private heard(payload: string): void {
    const change = parseLiveNotification(payload);
    if (!change || this.closed) return;
    this.recent.push(change);
    if (this.recent.length > LIVE_FEED_MEMORY) this.recent.splice(0, this.recent.length - LIVE_FEED_MEMORY);
    this.pending.delete(change.agentId);
    this.pending.set(change.agentId, change.eventId);
    this.flushing ??= this.flush();
  }

  /** Re-reads the agents heard of, in bursts: what arrives while a read runs waits for the next one. */
  private async flush(): Promise<void> {
    try {
      while (this.pending.size > 0 && !this.closed) {
        const batch = this.pending;
        this.pending = new Map();
        // Yield once so the notifications of one transaction (several rows) are read together.
        await new Promise((resolve) => setImmediate(resolve));
        for (const [agentId, eventId] of this.pending) {
          batch.delete(agentId);
          batch.set(agentId, eventId);
        }
        this.pending = new Map();
        const rows = await liveAgentRows(this.db, { userIds: [...batch.keys()] }, new Date());
        const byId = new Map(rows.map((row) => [row.userId, row]));
        for (const [agentId, eventId] of batch) {
          const row = byId.get(agentId);
          const delta: LiveDelta = row ? { eventId, kind: 'agent', agent: row } : { eventId, kind: 'removed', userId: agentId };
          for (const subscriber of this.subscribers) {
            if (delta.kind === 'removed' || subscriber.domainId === delta.agent.domainId) subscriber.deliver(delta);
          }
        }
      }
    } catch (err) {
      this.onError(err);
    } finally {
      this.flushing = null;
      if (this.pending.size > 0 && !this.closed) this.flushing = this.flush();
    }
  }
}
