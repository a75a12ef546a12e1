// A short-lived, per-process memory of loaded sessions (and the scope computed for them), so a busy user's
// requests do not each pay the session lookup and the team query. Sessions stay in PostgreSQL (ARCHITECTURE.md):
// this process forgets an entry it changed at once (sign-out, a new sign-in over an old cookie, a password reset),
// while a change made by another process or straight in the database (a user made inactive, a role or a team
// changed, a session deleted) takes effect here within `ttlMs` (SESSION_CACHE_SECONDS, 5 s by default; 0 turns
// the memory off). The README's "Sessions" section states this trade-off.
import type { Scope } from '../../scope/scope';
import type { LoadedSession } from './session-user';

export type CachedSession = LoadedSession & {
  /** When this process read the session from the database (ms since the epoch). */
  loadedAt: number;
  /** The user's scope, computed at most once per entry (service-context.ts). */
  scope?: Scope;
};

/** Entries beyond this are dropped oldest first: a bound on memory, far above one process's live sessions. */
const MAX_ENTRIES = 20_000;

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The entry for a token hash while it is fresh and the session itself has not expired. */
  get(tokenHash: string, now: Date): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const nowMs = now.getTime();
    if (nowMs - entry.loadedAt >= this.ttlMs || entry.expiresAt.getTime() <= nowMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Remembers a session just read from the database; the returned entry is what the request uses. */
  remember(tokenHash: string, session: LoadedSession, now: Date): CachedSession {
    const entry: CachedSession = { ...session, loadedAt: now.getTime() };
    if (!this.enabled) return entry;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, entry);
    return entry;
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Drops every session of a user (their password was reset: every session was deleted). */
  forgetUser(userId: number): void {
    for (const [tokenHash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(tokenHash);
  }

  get size(): number {
    return this.entries.size;
  }
}
