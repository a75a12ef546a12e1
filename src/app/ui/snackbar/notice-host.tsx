import { useCallback, useSyncExternalStore } from 'react';

/**
 * Where notices go while a modal dialog is open. The dialog makes the rest of the page inert and hidden from
 * screen readers, and on a phone it sits at the bottom where the snackbar is: a notice there would cover the
 * dialog's buttons and could be neither read nor dismissed. So an open dialog offers a place above its footer
 * (NoticeHost), and the snackbar shows its notices in the topmost one.
 */
let hosts: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

function setHosts(next: readonly HTMLElement[]) {
  hosts = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const topHost = () => hosts[hosts.length - 1] ?? null;

/** The open dialog's notice place (the last opened), or null when no dialog is open. */
export function useNoticeHost(): HTMLElement | null {
  return useSyncExternalStore(subscribe, topHost, () => null);
}

/** The place for notices inside a dialog, above its footer; empty until a notice shows. */
export function NoticeHost() {
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    setHosts([...hosts, element]);
    return () => setHosts(hosts.filter((h) => h !== element));
  }, []);
  return <div ref={ref} data-notice-host="" className="shrink-0" />;
}
