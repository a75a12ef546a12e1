import { useCallback, useSyncExternalStore } from 'react';

/**
 * Notices belong to the view that raised them (issue 51). An open dialog offers a place above its footer (NoticeHost)
 * for the notices raised inside it, and only those: a notice the page raised (a failed lookup, a success from before
 * the dialog opened) stays the page's, and shows in the page's corner once the dialog has closed. The dialog makes
 * the rest of the page inert and, on a phone, sits at the bottom where the snackbar is, so nothing of the page's
 * shows over it. A dialog's notices still showing when it closes go on showing on the page.
 */
export type NoticeHostEntry = { key: string; element: HTMLElement };

let hosts: readonly NoticeHostEntry[] = [];
const listeners = new Set<() => void>();

function setHosts(next: readonly NoticeHostEntry[]) {
  hosts = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const allHosts = () => hosts;

/** The open dialogs' notice places, oldest first. */
export function useNoticeHosts(): readonly NoticeHostEntry[] {
  return useSyncExternalStore(subscribe, allHosts, allHosts);
}

/** The topmost open dialog's key (null when none is open): a notice raised while it is open is its own (its calls, its saves). */
export function topNoticeHostKey(): string | null {
  return hosts[hosts.length - 1]?.key ?? null;
}

/** The place for a dialog's own notices, above its footer; empty until one shows. */
export function NoticeHost({ originKey }: { originKey: string }) {
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const entry = { key: originKey, element };
      setHosts([...hosts, entry]);
      return () => setHosts(hosts.filter((h) => h !== entry));
    },
    [originKey],
  );
  return <div ref={ref} data-notice-host="" className="shrink-0" />;
}
