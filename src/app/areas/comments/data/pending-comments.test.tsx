// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentView } from '../../../testing/comment-fixtures';
import type { CommentView } from './comment-types';
import { forgetShown, PENDING_AFTER_SAVE_MS, pendingCommentId, showWhileSaving, usePendingComments, withPending } from './pending-comments';

const view = (id: number, happenedAt: string, clientId: string | null, text = 'call'): CommentView =>
  commentView({ id, happenedAt, receivedAt: happenedAt, clientId, text, authorName: 'Agent' });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('withPending', () => {
  it('puts a comment being queued in its place, newest first by when it happened', () => {
    const held = [view(12, '2025-01-03T10:00:00.000Z', null), view(11, '2025-01-01T10:00:00.000Z', null)];
    const merged = withPending(held, [view(pendingCommentId(), '2025-01-02T10:00:00.000Z', 'c-1', 'new')]);
    expect(merged.map((c) => c.text)).toEqual(['call', 'new', 'call']);
    expect(merged.map((c) => c.id).slice(0, 1)).toEqual([12]);
  });

  it('leaves out a comment the feed already holds under the same client id, and answers the same list', () => {
    const held = [view(-3, '2025-01-02T10:00:00.000Z', 'c-2', 'from the copy')];
    expect(withPending(held, [view(pendingCommentId(), '2025-01-02T10:00:00.000Z', 'c-2', 'shown early')])).toBe(held);
  });

  it('a comment being queued is newer than one queued before it at the same time', () => {
    const earlier = view(-1, '2025-01-02T10:00:00.000Z', 'c-3', 'earlier');
    expect(withPending([earlier], [view(pendingCommentId(), '2025-01-02T10:00:00.000Z', 'c-4', 'later')]).map((c) => c.text)).toEqual(['later', 'earlier']);
  });
});

describe('showWhileSaving', () => {
  it('shows the comment on its record, marked waiting to sync, until the save fails', async () => {
    let fail: (e: Error) => void = () => undefined;
    const saving = new Promise((_, reject) => (fail = reject));
    const { result } = renderHook(() => usePendingComments(3, 7));
    const other = renderHook(() => usePendingComments(3, 8));
    act(() => showWhileSaving({ ...view(pendingCommentId(), '2025-01-02T10:00:00.000Z', 'c-5'), clientId: 'c-5' }, saving));
    await vi.waitFor(() => expect(result.current.map((c) => [c.clientId, c.pending])).toEqual([['c-5', true]]));
    expect(other.result.current).toEqual([]);
    act(() => fail(new Error('Unable to post comment')));
    await vi.waitFor(() => expect(result.current).toEqual([]));
  });

  it('after the save, it goes once the feed shows the copy’s row, or after a while when it never does', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePendingComments(3, 7));
    act(() => {
      showWhileSaving({ ...view(pendingCommentId(), '2025-01-02T10:00:00.000Z', 'c-6'), clientId: 'c-6' }, Promise.resolve('saved-on-device'));
      showWhileSaving({ ...view(pendingCommentId(), '2025-01-02T10:00:00.000Z', 'c-7'), clientId: 'c-7' }, Promise.resolve('saved-on-device'));
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    // Shown by the feed: c-6 is no longer needed; c-7 (on a later page, say) stays for now.
    act(() => forgetShown(new Set(['c-6'])));
    expect(result.current.map((c) => c.clientId)).toEqual(['c-7']);
    await act(() => vi.advanceTimersByTimeAsync(PENDING_AFTER_SAVE_MS));
    expect(result.current).toEqual([]);
  });

  it('is kept while the save runs even when the feed already shows the row (the copy answers before it commits)', async () => {
    const { result } = renderHook(() => usePendingComments(3, 7));
    act(() => {
      showWhileSaving({ ...view(pendingCommentId(), '2025-01-02T10:00:00.000Z', 'c-8'), clientId: 'c-8' }, new Promise(() => undefined));
      forgetShown(new Set(['c-8']));
    });
    await vi.waitFor(() => expect(result.current.map((c) => c.clientId)).toEqual(['c-8']));
  });
});
