/**
 * Whose offline session the shell is bringing up. The shell's offline runtime loads on demand (it keeps Dexie and
 * the sync engine out of the first screen's JavaScript), so a write can come before the session is open: a user
 * who keeps an offline copy must then wait for it rather than call the server (offline, that call fails and the
 * user's work would not be queued). No imports: the shell sets this without loading the offline code.
 */
let expectedUserId: number | null = null;

export function expectOfflineSession(userId: number | null): void {
  expectedUserId = userId;
}

export function expectedOfflineSessionUser(): number | null {
  return expectedUserId;
}
