import { useOnline } from '../lib/offline/use-online';

/** Our text (the spec has none): an online-only screen opened without a network. */
export const ONLINE_ONLY_MESSAGE = 'This screen needs a connection. You are offline; what you typed is kept.';

/**
 * The line at the top of a screen that works only online. It shows while the device is offline; the screen keeps
 * its forms mounted (typed input stays) and disables its submit buttons with `useOnline()`.
 */
export function OnlineOnlyNotice() {
  const online = useOnline();
  // The live region stays in the page so screen readers announce the line when the network drops.
  return (
    <div role="status" className="contents">
      {!online && <p className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{ONLINE_ONLY_MESSAGE}</p>}
    </div>
  );
}
