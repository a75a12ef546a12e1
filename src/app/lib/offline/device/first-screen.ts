/*
 * A page whose first screen the device remembers (last-seen.ts) paints it before the device copy opens: opening the
 * copy and loading the sync code take the main thread for a few hundred milliseconds on a phone, which the first
 * rows would otherwise wait behind (issue 10, instant offline start). So on that page the offline runtime
 * (shell/start-offline-early.ts) and the shell's sync half (shell/shell-sync-lazy.tsx) start once the screen has
 * painted what it remembered (use-mirror-resource.ts calls firstScreenShown), or at once when it finds nothing
 * remembered after all (releaseOfflineStart). On a fresh device online, my-accounts paints the server's answer
 * before they start, and so before the copy's first download (start-offline-early.ts): that download's requests
 * and writes delayed the first rows on a phone's network (Lighthouse, slow 4G: LCP median 2.8 s against 3.5 s).
 * Any other page starts them at once, beside its chunks. A screen that never says releases them after
 * FIRST_SCREEN_WAIT_MS.
 */
export const FIRST_SCREEN_WAIT_MS = 3000;

let release: () => void = () => undefined;
const released: Promise<void> = new Promise((resolve) => {
  release = resolve;
});
let waits = false;

/** Decided once, by the first start of the offline runtime: the first screen paints from what the device remembers. */
export function offlineStartWaitsForFirstScreen(): void {
  if (waits) return;
  waits = true;
  setTimeout(release, FIRST_SCREEN_WAIT_MS);
}

/** What the offline start waits for: the first screen's paint when it paints from memory, else nothing. */
export function offlineStartGate(): Promise<void> {
  return waits ? released : Promise.resolve();
}

/** The first screen shows what the device remembered: the offline start follows the frame that paints it. */
export function firstScreenShown(): void {
  if (waits) requestAnimationFrame(() => setTimeout(release, 0));
}

/** The first screen needs the copy after all (nothing remembered for what it asks), or asks the server: start now. */
export function releaseOfflineStart(): void {
  release();
}
