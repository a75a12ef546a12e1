import { useState } from 'react';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { useMirrorResource } from '../../../lib/data/use-mirror-resource';
import { mirrorCommentPages } from '../offline/queries';
import { useNotify } from '../../../ui/snackbar/use-notify';
import type { CommentPage, CommentView } from './comment-types';
import { useWithPending } from '../../../lib/offline/device/pending-views';
import { commentFeedList, commentOrder } from './pending-comments';
import { searchComments } from './search-comments';

export type CommentFeed = {
  comments: CommentView[] | undefined;
  totalCount: number;
  hasMore: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
  /** 'Fetching comments failed!' when the first page or a later one could not be fetched. */
  error: string | null;
  loadMore: () => Promise<void>;
  /** Back to the newest 20 (after adding a comment). */
  reload: () => Promise<void>;
};

/** Extra pages belong to the first page they were loaded after; a reload starts the list again. */
type MorePages = { base: CommentPage; pages: CommentPage[]; failed: boolean };

/**
 * An entity's comments, searched 20 at a time: the first page, then more on request (spec 000 §9).
 * From the device's mirror when the entity is there: live (a comment queued offline shows at once, pending), and
 * "more" reads further pages of the mirror; otherwise from the server, a page per request.
 */
export function useCommentFeed(entityTypeId: number, entityId: number): CommentFeed {
  const notify = useNotify();
  const resourceKey = `comments:${entityTypeId}:${entityId}`;
  // On the mirror path the feed is one live answer holding pages 0..n (n + 1 pages shown).
  const [mirrorPages, setMirrorPages] = useState({ key: resourceKey, count: 1 });
  const pageCount = mirrorPages.key === resourceKey ? mirrorPages.count : 1;
  const first = useMirrorResource(
    resourceKey,
    (db) => mirrorCommentPages(db, entityTypeId, entityId, pageCount - 1),
    (signal) =>
      searchComments(entityTypeId, entityId, 0, signal).catch((error: unknown) => {
        if (!signal.aborted) notify.error(FAILURE_MESSAGES.fetchCommentsFailed);
        throw error;
      }),
    { mirrorKey: String(pageCount) },
  );
  const [more, setMore] = useState<MorePages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const onMirror = first.source === 'mirror';

  const base = first.data;
  const extra = base && !onMirror && more?.base === base ? more : null;
  const pages = base ? [base, ...(extra?.pages ?? [])] : [];
  const seen = new Set<number>();
  const held = base ? pages.flatMap((p) => p.results).filter((c) => !seen.has(c.id) && seen.add(c.id)) : undefined;
  // Comments being queued on this record show from the tap, until the copy's own rows (same client id) replace them.
  const comments = useWithPending(commentFeedList(entityTypeId, entityId), held, onMirror, commentOrder);
  const totalCount = (pages.at(-1)?.totalCount ?? 0) + (comments && held ? comments.length - held.length : 0);
  const lastPage = pages.at(-1);
  const hasMore = lastPage !== undefined && (lastPage.page + 1) * lastPage.size < lastPage.totalCount;

  async function loadMore() {
    if (!base || !lastPage) return;
    if (onMirror) {
      setMirrorPages({ key: resourceKey, count: lastPage.page + 2 });
      return;
    }
    setLoadingMore(true);
    try {
      const next = await searchComments(entityTypeId, entityId, lastPage.page + 1);
      setMore({ base, pages: [...(extra?.pages ?? []), next], failed: false });
    } catch {
      notify.error(FAILURE_MESSAGES.fetchCommentsFailed);
      setMore({ base, pages: extra?.pages ?? [], failed: true });
    } finally {
      setLoadingMore(false);
    }
  }

  async function reload() {
    setMirrorPages({ key: resourceKey, count: 1 });
    await first.refresh();
  }

  return {
    comments,
    totalCount,
    hasMore,
    isLoading: first.isLoading,
    isLoadingMore: loadingMore || (onMirror && base !== undefined && base.page + 1 < pageCount),
    error: (base === undefined && first.error) || extra?.failed ? FAILURE_MESSAGES.fetchCommentsFailed : null,
    loadMore,
    reload,
  };
}
