import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { MirrorDb } from '../offline/device/db';
import { expectedOfflineSessionUser } from '../offline/session/session-expected';
import { getOfflineSession, isOfflineSessionOpening, startingOfflineSession, subscribeOfflineSession, type OfflineSession } from '../offline/session/session-registry';
import { readLastSeen, rememberLastSeen } from './last-seen';
import { firstScreenShown, releaseOfflineStart } from '../offline/device/first-screen';
import { useOfflineSession } from '../offline/sync/use-sync-status';
import { useResource, type Resource } from './use-resource';
import { startLiveQueryEarly } from './early-live-query';
import { useSessionLiveQuery } from './use-session-live-query';

/**
 * A screen's data from the device's mirror when it can answer (SYNC.md: the book reads from the mirror and works
 * the same offline as online), otherwise from the server as before.
 *
 * The mirror answers when there is an offline session, its first download is complete (meta `primed`) and the
 * query finds the record (undefined from the query: "not on this device", e.g. an account outside the user's
 * scope). Its answer is live (useLiveQuery): a queued write or a pulled change shows at once. Otherwise the remote
 * load runs, so out-of-scope records, devices still priming and sign-in before the session starts keep working;
 * offline with neither, the remote load's error shows, as it always did.
 *
 * refresh() syncs (push, then pull: a change saved online reaches the mirror and so the screen) and resolves when
 * the sync is done; on the remote path it loads again and resolves with that load (the sync runs beside it).
 */

/** Answers the screen's question from the mirror, or undefined when the mirror does not hold the record. */
export type MirrorQuery<T> = (db: MirrorDb) => Promise<T | undefined>;

/** Where the data came from: the copy, the server, the copy's last answer remembered on the device, or nowhere yet. */
export type MirrorSource = 'mirror' | 'remote' | 'lastSeen' | null;

export type MirrorOptions = {
  /** Keep the last rows on screen while another key loads (lists). */
  keepPrevious?: boolean;
  /**
   * The server's first answer for a key is drawn at once, not in a transition (draw-answer.ts): a small section
   * (the contacts a search finds) that a long list's transition drawn at the same time must not hold back (issue 55).
   */
  urgent?: boolean;
  /**
   * Part of the mirror question that may change without changing the resource (e.g. how many pages of a feed are
   * shown): a change re-runs the query but keeps the current answer on screen until the new one comes.
   */
  mirrorKey?: string;
  /**
   * The screen's name, to paint the copy's last answer while the copy is being opened (last-seen.ts: instant offline
   * start, issue 10). For a screen that opens the installed app (my-accounts); its answer must survive JSON.
   */
  lastSeen?: string;
};

type LiveAnswer<T> = { token: string; mirrorKey: string; answered: true; data: T } | { token: string; mirrorKey: string; answered: false };

const primedMirrors = new WeakSet<MirrorDb>();

/** The live query of `query` for the mirror's answer, named `token` (the copy's name and the resource's key). */
function mirrorQuerier<T>(session: OfflineSession, token: string, query: MirrorQuery<T>, mirrorKey: string): () => Promise<LiveAnswer<T>> {
  const { db } = session;
  return async () => {
    try {
      if (!primedMirrors.has(db)) {
        // Whether the first download is complete, from the session (read when it opened) or the engine, when either
        // knows: a live query that reads the sync state (meta) is restarted by every write of it, and every queued
        // write and every sync's bookkeeping rewrites it. Dexie restarts a query that a write concerns before it
        // has answered, so during a burst of writes such a query never answered: my-accounts read its book of 2,000
        // accounts 99 times for 100 comments queued back to back, about 85 ms of the page each (issue 10, outbox
        // costs flat). Only a copy not known to be complete reads it here, so the end of its download re-runs this.
        if (!session.primedAtOpen && !session.engine.getStatus().primed) {
          const meta = await db.meta.get('sync');
          if (!meta?.primed) return { token, mirrorKey, answered: false };
        }
        // From now on the mirror answers (a later full download keeps its rows until it replaces them).
        primedMirrors.add(db);
      }
      const data = await query(db);
      return data === undefined ? { token, mirrorKey, answered: false } : { token, mirrorKey, answered: true, data };
    } catch {
      // A closed database (sign-out, an upgrade in another tab) or a failed read: the server answers instead.
      return { token, mirrorKey, answered: false };
    }
  };
}

/** The name of a resource's live query on the session's copy (useSessionLiveQuery's key). */
const liveKeyOf = (token: string, mirrorKey: string) => `${token}\n${mirrorKey}`;

/**
 * Asks the running session's copy for the resource `key` now, before the screen that reads it has rendered: the
 * screen's useMirrorResource with the same key (and mirrorKey) reads this query's answer (early-live-query.ts; one
 * a `group`, the newest). Resolves with the copy's first answer. No session: nothing to start (the screen asks the server
 * as before).
 */
export function startMirrorQuery<T>(group: string, key: string, query: MirrorQuery<T>, mirrorKey = ''): Promise<void> {
  const session = getOfflineSession();
  if (!session) return Promise.resolve();
  const token = `${session.db.name}\n${key}`;
  return startLiveQueryEarly(group, session, liveKeyOf(token, mirrorKey), mirrorQuerier(session, token, query, mirrorKey));
}

/** The mirror's live answer for `key`: undecided (undefined), "not here" (answered false), or the data. */
function useMirrorAnswer<T>(key: string | null, query: MirrorQuery<T>, mirrorKey: string) {
  const session = useOfflineSession();
  // The device's copy is being opened (the page's chunk no longer waits for the offline code): wait for it rather
  // than ask the server for what the copy may answer (offline, that request fails and the screen would flash it).
  const opening = useSyncExternalStore(subscribeOfflineSession, isOfflineSessionOpening, isOfflineSessionOpening);
  const db = session?.db ?? null;
  const token = db && key !== null ? `${db.name}\n${key}` : null;
  const live = useSessionLiveQuery(
    session,
    async (): Promise<LiveAnswer<T> | null> => (session && token !== null ? mirrorQuerier(session, token, query, mirrorKey)() : null),
    // The query is named by the key (and mirrorKey): a new inline function each render does not subscribe again.
    liveKeyOf(`${token}`, mirrorKey),
  );
  const current = live && live.token === token ? live : undefined;
  // While the first download runs the mirror cannot answer: no need to wait for it to say so (the live query
  // still runs, and switches to the mirror once the download is complete). Read, not subscribed: the live query
  // is what follows the change.
  const priming = session?.engine.getStatus().priming != null;
  return {
    /** No session (or no key): the mirror has nothing to say. */
    decided: (token === null && (!opening || key === null)) || current !== undefined || priming,
    answer: current?.answered ? current : undefined,
    /** A previous answer for the same resource while a changed mirrorKey re-runs. */
    settling: current !== undefined && current.mirrorKey !== mirrorKey,
    previous: live?.answered ? live.data : undefined,
  };
}

/**
 * The key the remote load runs for: the resource's key once the mirror has said it cannot answer, and from then on
 * while the mirror thinks again (the session starting, a sync writing): a server answer is not fetched twice
 * because the mirror was asked again. null while the mirror answers or has not yet said.
 */
function useRemoteKey(key: string | null, decided: boolean, onMirror: boolean): string | null {
  const [remoteFor, setRemoteFor] = useState<string | null>(null);
  if (key !== null && decided && !onMirror && remoteFor !== key) setRemoteFor(key);
  if (key === null || onMirror) return null;
  return decided || remoteFor === key ? key : null;
}

/** Runs engine.sync() (when a session exists), counting the runs so isRefreshing shows them. */
function useSyncRefresh() {
  const [syncing, setSyncing] = useState(0);
  const sync = useCallback(async () => {
    const session = getOfflineSession();
    if (!session) return;
    setSyncing((n) => n + 1);
    try {
      await session.engine.sync();
    } catch {
      // The engine reports its failures in the sync status; the screen keeps what it shows.
    } finally {
      setSyncing((n) => n - 1);
    }
  }, []);
  return { syncing: syncing > 0, sync };
}

/**
 * refresh() for both hooks. On the mirror path it waits for the sync (the change reaches the copy, and so the
 * screen). On the remote path the record is not on the device (or the device is still downloading): the reload
 * is what the screen waits for, and the sync runs beside it (it may be a long first download).
 */
function useMirrorRefresh(onMirror: boolean, sync: () => Promise<void>, remoteRefresh: () => Promise<void>): () => Promise<void> {
  const onMirrorRef = useRef(onMirror);
  useEffect(() => {
    onMirrorRef.current = onMirror;
  });
  return useCallback(async () => {
    if (onMirrorRef.current) await sync();
    else {
      void sync();
      await remoteRefresh();
    }
  }, [sync, remoteRefresh]);
}

/** How long the copy's answer must hold before it is remembered: a live list writing on every sync stays cheap. */
const REMEMBER_AFTER_MS = 500;

/**
 * The copy's last answer for `key`, remembered on the device (last-seen.ts), while `waiting` for the copy to say;
 * and remembers each answer the copy gives. Only for users who keep a copy, and only for a screen that asks.
 */
function useLastSeen<T>(screen: string | undefined, key: string | null, waiting: boolean, answer: T | undefined, server: 'none' | 'asking' | 'answered'): T | undefined {
  const userId = screen === undefined ? null : (getOfflineSession()?.userId ?? startingOfflineSession()?.userId ?? expectedOfflineSessionUser());
  const remembered = useMemo(
    () => (screen !== undefined && waiting && userId !== null && key !== null ? readLastSeen<T>(userId, screen, key) : undefined),
    [screen, waiting, userId, key],
  );
  // On a remembered page the device copy opens once this has painted (first-screen.ts), and on a fresh device once the
  // server's answer has (or its failure). A screen that finds nothing remembered needs the copy now.
  const showsRemembered = waiting && remembered !== undefined;
  useEffect(() => {
    if (screen === undefined) return;
    if (showsRemembered || server === 'answered') firstScreenShown();
    else if (server === 'none') releaseOfflineStart();
  }, [screen, showsRemembered, server]);
  useEffect(() => {
    if (screen === undefined || userId === null || key === null || answer === undefined) return;
    const timer = setTimeout(() => {
      // Not after sign-out, which forgets what the device remembered.
      if (getOfflineSession()?.userId === userId) rememberLastSeen(userId, screen, key, answer);
    }, REMEMBER_AFTER_MS);
    return () => clearTimeout(timer);
  }, [screen, userId, key, answer]);
  return remembered;
}

export type MirrorResource<T> = Resource<T> & { source: MirrorSource };

/**
 * useResource's contract (data, error, isLoading, isRefreshing, refresh, mutate), answered by the mirror when it can.
 * On the mirror path mutate() shows the replaced data until the mirror's answer changes (the saved change arrives
 * with the sync it starts).
 */
export function useMirrorResource<T>(
  key: string | null,
  query: MirrorQuery<T>,
  load: (signal: AbortSignal) => Promise<T>,
  options: MirrorOptions = {},
): MirrorResource<T> {
  const mirror = useMirrorAnswer(key, query, options.mirrorKey ?? '');
  const onMirror = mirror.answer !== undefined;
  const remoteKey = useRemoteKey(key, mirror.decided, onMirror);
  const remote = useResource(remoteKey, load, { keepPrevious: options.keepPrevious ?? false, urgent: options.urgent ?? false });
  const { syncing, sync } = useSyncRefresh();
  const refresh = useMirrorRefresh(onMirror, sync, remote.refresh);
  const server = remoteKey === null ? 'none' : remote.isLoading ? 'asking' : 'answered';
  const lastSeen = useLastSeen(options.lastSeen, key, !onMirror && remoteKey === null, mirror.answer?.data, server);
  const [override, setOverride] = useState<{ basis: T; data: T | undefined } | null>(null);
  const onMirrorRef = useRef(onMirror);
  const mirrorDataRef = useRef<T | undefined>(undefined);
  useEffect(() => {
    onMirrorRef.current = onMirror;
    mirrorDataRef.current = mirror.answer?.data;
  });
  const remoteMutate = remote.mutate;
  const mutate = useCallback(
    (update: (current: T | undefined) => T | undefined) => {
      const basis = mirrorDataRef.current;
      if (onMirrorRef.current && basis !== undefined) {
        setOverride((previous) => ({ basis, data: update(previous?.basis === basis ? previous.data : basis) }));
        void sync();
      } else remoteMutate(update);
    },
    [sync, remoteMutate],
  );

  if (mirror.answer) {
    const data = override && override.basis === mirror.answer.data ? override.data : mirror.answer.data;
    return { data, error: null, isLoading: false, isRefreshing: syncing || mirror.settling, refresh, mutate, source: 'mirror' };
  }
  if (remoteKey === null) {
    const data = options.keepPrevious ? (mirror.previous ?? remote.data) : undefined;
    // The copy is being opened: its last answer for this key, if the device remembers one, shows until it answers.
    if (data === undefined && lastSeen !== undefined) return { data: lastSeen, error: null, isLoading: false, isRefreshing: true, refresh, mutate, source: 'lastSeen' };
    return { data, error: null, isLoading: key !== null, isRefreshing: false, refresh, mutate, source: null };
  }
  return { ...remote, isRefreshing: remote.isRefreshing || syncing, refresh, mutate, source: 'remote' };
}
