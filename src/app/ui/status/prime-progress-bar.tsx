/** Our text (the spec has none). */
export const PRIME_PROGRESS_MESSAGE = 'Getting your data ready for offline use…';

/** What the bar reads of the sync status (lib/offline/sync/sync-status.ts; only the type, so the shell can show it light). */
export type PrimeBarStatus = {
  priming: { fraction: number } | null;
  primed: boolean;
};

/**
 * The first download's progress bar (SYNC.md "First sign-in primes the mirror with a progress bar"). It lies over
 * the top of the page, just under the top bar, rather than in the page's flow: coming and going it would push the
 * whole screen down and back up (Lighthouse counted 0.11 of layout shift on /my-accounts, issue 10). Taps pass
 * through it (pointer-events-none), so the page under it stays usable while the device downloads.
 *
 * Shown while a download runs; `awaitingFirstDownload`: also before it, when the shell knows a fresh device's first
 * download is about to start (the offline code and the sync worker are still loading), so the bar is there from the
 * shell's first paint rather than appearing a second later. An ordinary sync shows no bar: a device whose copy is
 * downloaded (its engine not yet having said so) must not flash one at every start.
 */
export function PrimeProgressBar({ status, awaitingFirstDownload = false }: { status: PrimeBarStatus; awaitingFirstDownload?: boolean }) {
  if (status.priming === null && (status.primed || !awaitingFirstDownload)) return null;
  const percent = Math.round((status.priming?.fraction ?? 0) * 100);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-14 z-20 border-b border-slate-200 bg-white/95 px-3 py-2 shadow-sm sm:px-6">
      {/* The percentage is a box of its own: as it counts up, the message itself is not painted again (Lighthouse took
          each wider percentage as a new largest paint, so the page's "largest contentful paint" was the download's
          last step rather than when the screen showed, issue 10). */}
      <p id="prime-progress-label" className="text-sm text-slate-700">
        {PRIME_PROGRESS_MESSAGE} <span className="inline-block tabular-nums">{percent}%</span>
      </p>
      <div
        role="progressbar"
        aria-labelledby="prime-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
