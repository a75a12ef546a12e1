// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../ui/snackbar/snackbar-provider';
import type { CommentView } from '../data/comment-types';
import { commentView } from '../../../testing/comment-fixtures';
import { CommentsPanel } from './comments-panel';

const comment = (id: number, text: string): CommentView => commentView({ id, text });

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** The comment service at the network edge: `stored` comments, 20 a page; a post adds one (or fails). */
function commentService(stored: CommentView[], opts: { failSearch?: boolean; failPost?: boolean } = {}) {
  const searches: number[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    if (method === 'POST') {
      if (opts.failPost) return json({ error: { msg: 'down' } }, 500);
      const added = comment(stored.length + 1, 'New call');
      stored.unshift(added);
      return json(added);
    }
    if (opts.failSearch) return json({ error: { msg: 'down' } }, 500);
    const page = Number(url.searchParams.get('page'));
    searches.push(page);
    return json({ results: stored.slice(page * 20, page * 20 + 20), totalCount: stored.length, page, size: 20 });
  });
  return searches;
}

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

function renderPanel() {
  render(
    <SnackbarProvider>
      <CommentsPanel entityTypeId={3} entityId={7} area="general" accountId={7} canWrite />
    </SnackbarProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('comments panel', () => {
  it('shows 20 comments at a time, and Load more brings the next 20', async () => {
    const searches = commentService(Array.from({ length: 45 }, (_, i) => comment(100 - i, `Comment ${i + 1}`)));
    renderPanel();
    await flush();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await flush();
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await flush();
    expect(screen.getAllByRole('listitem')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(searches).toEqual([0, 1, 2]);
  });

  it('refreshes the list 1 second after a comment is added, not before', async () => {
    const searches = commentService([comment(1, 'Older call')]);
    renderPanel();
    await flush();
    fireEvent.change(screen.getByLabelText('Activity type'), { target: { value: 'Call' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'New call' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await flush();
    expect(searches).toEqual([0]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(searches).toEqual([0]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(searches).toEqual([0, 0]);
    expect(screen.getByText('New call')).toBeTruthy();
  });

  it("says 'Fetching comments failed!' when the list cannot be fetched", async () => {
    commentService([], { failSearch: true });
    renderPanel();
    await flush();
    expect(screen.getAllByText('Fetching comments failed!').length).toBeGreaterThan(0);
  });

  it("says 'Unable to post comment' when the post fails, and keeps what was typed", async () => {
    commentService([], { failPost: true });
    renderPanel();
    await flush();
    fireEvent.change(screen.getByLabelText('Activity type'), { target: { value: 'Email' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Sent the brochure' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await flush();
    expect(document.querySelector('[data-notice-kind="error"]')?.textContent).toContain('Unable to post comment');
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Sent the brochure');
  });
});
