import { useSyncExternalStore } from 'react';
import { compareText, newestIdFirst } from '../../../lib/offline/mirror-order';
import type { CommentView } from './comment-types';

/*
 * Comments being queued on the device, shown in their record's feed from the tap (issue 10: an offline write shows
 * on the record within 100 ms of the tap). Queuing a comment is one transaction that takes a sequence number, reads
 * the record and writes the comment with its outbox row: on a phone with a slow CPU that took 150-250 ms before the
 * device copy's live answer showed it. The feed shows the comment from here meanwhile, marked waiting to sync as the
 * copy's own row is, and the copy's row (same client id) takes its place as soon as it is written.
 *
 * Only a feed answered by the device copy shows these (use-comment-feed.ts); a failed save removes its comment at
 * once (the form keeps the text and says why).
 */

type Entry = { entity: string; view: CommentView; saved: boolean };

/** After a save, how long a comment the feed never showed stays (it sorts onto a later page, or the feed left). */
export const PENDING_AFTER_SAVE_MS = 5000;

let entries: readonly Entry[] = [];
const listeners = new Set<() => void>();
/** Each record's list, answered again unchanged until the entries change (useSyncExternalStore wants the same value). */
const cache = new Map<string, { entries: readonly Entry[]; views: readonly CommentView[] }>();

const entityOf = (entityTypeId: number, entityId: number) => `${entityTypeId}:${entityId}`;

function set(next: readonly Entry[]): void {
  entries = next;
  cache.clear();
  for (const listener of [...listeners]) listener();
}

function remove(clientId: string): void {
  if (entries.some((e) => e.view.clientId === clientId)) set(entries.filter((e) => e.view.clientId !== clientId));
}

let shown = 0;

/** An id for a comment shown before it has one: newer than every id on the device (mirror-order.ts newestIdFirst). */
export function pendingCommentId(): number {
  shown += 1;
  return -(2 ** 52) - shown;
}

/** Shows `view` (with its client id) in its record's feed until the device copy shows it, or `saving` fails. */
export function showWhileSaving(view: CommentView & { clientId: string }, saving: Promise<unknown>): void {
  set([...entries, { entity: entityOf(view.entityTypeId, view.entityId), view: { ...view, pending: true }, saved: false }]);
  saving.then(
    () => {
      set(entries.map((e) => (e.view.clientId === view.clientId ? { ...e, saved: true } : e)));
      setTimeout(() => remove(view.clientId), PENDING_AFTER_SAVE_MS);
    },
    () => remove(view.clientId),
  );
}

/** Saved comments the feed now shows from the copy are no longer needed here. */
export function forgetShown(clientIds: ReadonlySet<string>): void {
  if (entries.some((e) => e.saved && e.view.clientId !== null && clientIds.has(e.view.clientId))) {
    set(entries.filter((e) => !(e.saved && e.view.clientId !== null && clientIds.has(e.view.clientId))));
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: readonly CommentView[] = [];

function viewsOf(entity: string): readonly CommentView[] {
  const cached = cache.get(entity);
  if (cached?.entries === entries) return cached.views;
  const views = entries.filter((e) => e.entity === entity).map((e) => e.view);
  const answer = views.length === 0 ? NONE : views;
  cache.set(entity, { entries, views: answer });
  return answer;
}

/** The comments being queued on this record. */
export function usePendingComments(entityTypeId: number, entityId: number): readonly CommentView[] {
  const entity = entityOf(entityTypeId, entityId);
  return useSyncExternalStore(
    subscribe,
    () => viewsOf(entity),
    () => NONE,
  );
}

/**
 * The feed's comments with those being queued that it does not hold yet (by client id), each in its place: newest
 * first by when it happened, as the feed sorts. Answers `comments` itself when nothing is added.
 */
export function withPending(comments: CommentView[], pending: readonly CommentView[]): CommentView[] {
  const held = new Set(comments.map((c) => c.clientId).filter((id): id is string => id !== null));
  const added = pending.filter((p) => p.clientId !== null && !held.has(p.clientId));
  if (added.length === 0) return comments;
  return [...comments, ...added].sort((a, b) => compareText(b.happenedAt, a.happenedAt) || newestIdFirst(a.id, b.id));
}
