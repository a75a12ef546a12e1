import type { liveQuery } from 'dexie';
import { browserSaysOffline } from '../../browser';
import { copyLikelyReady } from '../device/copy-ready-hint';
import type { MirrorDb } from '../device/db';
import { expectedOfflineSessionUser, subscribeExpectedOfflineSession } from './session-expected';
import type { SyncEngine } from '../sync/sync-engine-api';

/**
 * The signed-in user's mirror and sync engine, for the whole app. The shell starts it after sign-in (and on an
 * offline start with the remembered user) and ends it at sign-out (offline-session.ts); screens read it through the
 * hooks (useMirrorDb, useSyncStatus, useMirrorResource).
 *
 * This module holds only which session is running: no Dexie, no engine. Screens import it, so a screen's chunk does
 * not carry the offline code (Dexie, the engine, the row schemas: about 65 KB gzip) on a first visit; the session
 * brings it, and `liveQuery` with it, when it opens (issue 10).
 */
export type OfflineSession = {
  userId: number;
  db: MirrorDb;
  engine: SyncEngine;
  /** Dexie's liveQuery, carried by the session so that its readers need not import Dexie. */
  liveQuery: typeof liveQuery;
  /**
   * The copy had finished a first download when the session opened (its sync state, read then): the screens' live
   * queries need not read that state themselves (use-mirror-resource.ts).
   */
  primedAtOpen: boolean;
};

type Starting = { userId: number; promise: Promise<OfflineSession> };

/**
 * How long screens wait for a session being opened before they ask the server (isOfflineSessionOpening): opening
 * takes well under a second, but another tab's upgrade can hold the database, and a screen must not wait on it.
 */
export const SCREEN_OPEN_WAIT_MS = 3000;

let current: OfflineSession | null = null;
let starting: Starting | null = null;
/** Whether the copy being opened may answer the screens (decided when its opening starts). */
let mayAnswer = false;
const listeners = new Set<() => void>();

function tell(): void {
  for (const listener of [...listeners]) listener();
}

/** How long screens may still wait on something: over SCREEN_OPEN_WAIT_MS after it was (re)started, and they are told. */
function screenWait() {
  let over = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    isOver: () => over,
    /** Starts the wait again, or (`waiting` false) stops it. */
    restart(waiting: boolean): void {
      if (timer) clearTimeout(timer);
      over = false;
      timer = waiting
        ? setTimeout(() => {
            over = true;
            tell();
          }, SCREEN_OPEN_WAIT_MS)
        : null;
    },
  };
}

/** The wait for the session being opened. */
const openWait = screenWait();

export function getOfflineSession(): OfflineSession | null {
  return current;
}

export function setOfflineSession(next: OfflineSession | null): void {
  current = next;
  tell();
}

/** The session being opened (startOfflineSession), so that two starts and the waiting writes share it. */
export function startingOfflineSession(): Starting | null {
  return starting;
}

export function setStartingOfflineSession(next: Starting | null): void {
  const wasOpening = isOfflineSessionOpening();
  if (next !== starting) {
    // Offline only the copy can answer; online, only a copy whose first download is done can (a fresh device's
    // screens ask the server at once rather than wait for a copy that will say it cannot).
    mayAnswer = next !== null && (browserSaysOffline() || copyLikelyReady(next.userId));
    openWait.restart(next !== null);
  }
  starting = next;
  if (wasOpening !== isOfflineSessionOpening()) tell();
}

/**
 * The shell expects a session (session-expected.ts) whose runtime is still loading, so none is being opened yet:
 * screens wait for it as for one being opened, under the same rules and for at most SCREEN_OPEN_WAIT_MS from when the
 * shell said so. Without this, a screen that rendered before the runtime had loaded asked the server (offline, a
 * request that fails) and painted nothing until the copy opened, instead of the rows it last showed (last-seen.ts):
 * an offline cold start to my-accounts showed its rows at about 1 s instead of 0.8 s, depending on which came first
 * (issue 10).
 */
const expectedWait = screenWait();
subscribeExpectedOfflineSession(() => {
  expectedWait.restart(expectedOfflineSessionUser() !== null);
  tell();
});

function awaitingExpected(): boolean {
  const userId = expectedOfflineSessionUser();
  return current === null && starting === null && userId !== null && !expectedWait.isOver() && (browserSaysOffline() || copyLikelyReady(userId));
}

/**
 * Whether screens should wait for a session being opened: one is (or the shell expects one whose runtime is still
 * loading), its copy may answer them (the browser is offline, or this device finished the user's first download:
 * copy-ready-hint.ts), and for at most SCREEN_OPEN_WAIT_MS (subscribeOfflineSession tells when this changes).
 */
export function isOfflineSessionOpening(): boolean {
  return (starting !== null && mayAnswer && !openWait.isOver()) || awaitingExpected();
}

/** Called when the running session changes, and when one starts or stops being opened. */
export function subscribeOfflineSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** How long a write waits for a session the shell is still opening (session-expected.ts). */
export const SESSION_OPEN_WAIT_MS = 10_000;

/**
 * The running session; else the one being opened, or the one the shell expects (its runtime still loading), once
 * it is open (at most `waitMs`); else null: this user keeps no offline copy.
 */
export async function awaitOfflineSession(waitMs = SESSION_OPEN_WAIT_MS): Promise<OfflineSession | null> {
  if (current) return current;
  if (starting) return starting.promise.catch(() => null);
  if (expectedOfflineSessionUser() === null) return null;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      off();
      resolve(current);
    };
    const timer = setTimeout(done, waitMs);
    const off = subscribeOfflineSession(() => {
      if (current) done();
    });
  });
}
