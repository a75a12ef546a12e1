/**
 * Whose offline session the shell is bringing up. The shell's offline runtime loads on demand (it keeps Dexie and
 * the sync engine out of the first screen's JavaScript), so a write can come before the session is open: a user
 * who keeps an offline copy must then wait for it rather than call the server (offline, that call fails and the
 * user's work would not be queued). Screens wait for it too (session-registry.ts, isOfflineSessionOpening). No
 * imports: the shell sets this without loading the offline code.
 */
let expectedUserId: number | null = null;
const listeners = new Set<() => void>();

export function expectOfflineSession(userId: number | null): void {
  expectedUserId = userId;
  for (const listener of [...listeners]) listener();
}

export function expectedOfflineSessionUser(): number | null {
  return expectedUserId;
}

/** Called each time the shell says whose session it expects (again, or none). */
export function subscribeExpectedOfflineSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
