/**
 * Where a user's recent records ("go to screen or record", shell/recent-records.ts) are kept on this device: one
 * localStorage key per user. Apart from the shell so that sign-out (lib/offline/session/sign-out.ts) can forget them without
 * loading the shell's React hooks into the offline chunk.
 */
export const recentRecordsKey = (userId: number) => `recent-records:${userId}`;

/** Forgets the user's recent records on this device (sign-out: clearDeviceData). */
export function forgetRecentRecords(userId: number): void {
  try {
    localStorage.removeItem(recentRecordsKey(userId));
  } catch {
    // A refused storage holds nothing of ours.
  }
}
