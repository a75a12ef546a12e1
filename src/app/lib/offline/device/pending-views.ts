import { useEffect, useSyncExternalStore } from 'react';

/*
 * Records being queued on the device, shown in their list from the tap (issue 10: an offline write shows on the
 * record within 100 ms of the tap). Queuing a command is one transaction that takes a sequence number, reads the
 * record and writes the local change with its outbox row: on a phone with a slow CPU that takes 100-200 ms, and the
 * device copy's live answer shows the change 100-200 ms after that. The list shows the record from here meanwhile,
 * marked waiting to sync as the copy's own row is, and the copy's row (same client id) takes its place as soon as
 * it is written: the queued command takes the client id the view was shown under (QueuedCommand.clientId).
 *
 * Only a list answered by the device copy shows these (a server's answer does not hold queued work); a failed
 * save removes its view at once (the form keeps what was entered and says why).
 */

/**
 * Payments being recorded on the device, with the id of the milestone each is on: the payments area shows them
 * here, the milestones area lists them under their milestones (an area never imports another).
 */
export const PAYMENTS_BEING_RECORDED = 'payments:recorded';

/** A record as its list shows it: the client id it was created under, and the waiting-to-sync mark. */
export type PendingView = { clientId?: string | null; pending?: boolean };

type Entry = { list: string; clientId: string; view: PendingView; saved: boolean };

/** After a save, how long a view the list never showed stays (it sorts onto a later page, or the list left). */
export const PENDING_AFTER_SAVE_MS = 5000;

let entries: readonly Entry[] = [];
const listeners = new Set<() => void>();
/** Each list's views, answered again unchanged until the entries change (useSyncExternalStore wants the same value). */
const cache = new Map<string, { entries: readonly Entry[]; views: readonly PendingView[] }>();

function set(next: readonly Entry[]): void {
  entries = next;
  cache.clear();
  for (const listener of [...listeners]) listener();
}

function remove(clientId: string): void {
  if (entries.some((e) => e.clientId === clientId)) set(entries.filter((e) => e.clientId !== clientId));
}

let shown = 0;

/**
 * An id for a record shown before it has one: below every id the device gives (its local ids count down from -1),
 * so it sorts as the newest (mirror-order.ts newestIdFirst) and is never taken for a stored row.
 */
export function pendingLocalId(): number {
  shown += 1;
  return -(2 ** 52) - shown;
}

/** Shows `view` in `list` until the device copy shows the row with its client id, or `saving` fails. */
export function showWhileSaving(list: string, view: PendingView & { clientId: string }, saving: Promise<unknown>): void {
  const { clientId } = view;
  set([...entries, { list, clientId, view: { ...view, pending: true }, saved: false }]);
  saving.then(
    () => {
      set(entries.map((e) => (e.clientId === clientId ? { ...e, saved: true } : e)));
      setTimeout(() => remove(clientId), PENDING_AFTER_SAVE_MS);
    },
    () => remove(clientId),
  );
}

/** Saved views whose rows a list now shows from the copy are no longer needed here. */
export function forgetShown(clientIds: ReadonlySet<string>): void {
  const held = (e: Entry) => e.saved && clientIds.has(e.clientId);
  if (entries.some(held)) set(entries.filter((e) => !held(e)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: readonly PendingView[] = [];

function viewsOf(list: string): readonly PendingView[] {
  const cached = cache.get(list);
  if (cached?.entries === entries) return cached.views;
  const views = entries.filter((e) => e.list === list).map((e) => e.view);
  const answer = views.length === 0 ? NONE : views;
  cache.set(list, { entries, views: answer });
  return answer;
}

/** The views being queued into `list` (each was shown with the list's own type). */
export function usePendingViews<V extends PendingView>(list: string): readonly V[] {
  return useSyncExternalStore(
    subscribe,
    () => viewsOf(list) as readonly V[],
    () => NONE as readonly V[],
  );
}

const clientIdsOf = (rows: readonly PendingView[]) => new Set(rows.flatMap((r) => (r.clientId ? [r.clientId] : [])));

/**
 * The list's rows with the views being queued that it does not hold yet (by client id), each in its place by
 * `order`. Answers `rows` itself when nothing is added.
 */
export function withPending<V extends PendingView>(rows: V[], pending: readonly V[], order: (a: V, b: V) => number): V[] {
  const held = clientIdsOf(rows);
  const added = pending.filter((p) => p.clientId && !held.has(p.clientId));
  if (added.length === 0) return rows;
  return [...rows, ...added].sort(order);
}

/**
 * A list answered by the device copy (`onMirror`) with the views being queued into it, in order; once the copy
 * holds a saved view's row, the view is let go. Another source's rows are answered as they are.
 */
export function useWithPending<V extends PendingView>(list: string, rows: V[] | undefined, onMirror: boolean, order: (a: V, b: V) => number): V[] | undefined {
  const pending = usePendingViews<V>(list);
  useForgetShown(rows, pending);
  return rows && onMirror ? withPending(rows, pending, order) : rows;
}

/** Lets go of the saved views (of `pending`) whose rows the page now shows in `rows`, whatever list answered them. */
export function useForgetShown(rows: readonly PendingView[] | undefined, pending: readonly PendingView[]): void {
  useEffect(() => {
    if (rows && pending.length > 0) forgetShown(clientIdsOf(rows));
  }, [rows, pending]);
}
