import { Link } from '@tanstack/react-router';

const TONE_DOT = { ok: 'bg-emerald-400', offline: 'bg-slate-300', attention: 'bg-amber-300' } as const;

export type SyncStatusTone = keyof typeof TONE_DOT;

/**
 * The top bar's sync status as it looks (the words come from the sync area): a dot, the state with the work
 * waiting, and when the device last synced; it opens the outbox. The shell shows it with the browser's word
 * (online or offline) until the sync engine's chunk has loaded, so the status is right from the first paint.
 */
export function SyncStatusLink({ state, tone, waiting, synced }: { state: string; tone: SyncStatusTone; waiting?: string | null; synced: string }) {
  return (
    <Link
      to="/outbox"
      data-testid="sync-status"
      className="inline-flex min-h-11 max-w-36 min-w-0 items-center gap-1.5 rounded-md px-1 text-left text-xs leading-tight hover:bg-white/15 focus-visible:outline-white sm:max-w-64"
    >
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${TONE_DOT[tone]}`} />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold">
          <span className="sr-only">Sync status: </span>
          {state}
          {waiting && <span className="font-normal">{` · ${waiting}`}</span>}
        </span>
        {/* A line's height even when empty (before the device's copy is read), so nothing moves. */}
        <span className="truncate opacity-90">{synced || '\u00a0'}</span>
      </span>
    </Link>
  );
}
