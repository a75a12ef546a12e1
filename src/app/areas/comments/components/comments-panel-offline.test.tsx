// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endOfflineSession } from '../../../lib/offline/session/offline-session';
import { holdCopyBusy, offlineDevice } from '../../../testing/offline-device';
import { SnackbarProvider } from '../../../ui/snackbar/snackbar-provider';
import { CommentsPanel } from './comments-panel';

// IndexedDB (fake) and live queries can be slow on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

let users = 900;

afterEach(async () => {
  cleanup();
  await act(() => endOfflineSession());
});

describe('comments on a record, offline', () => {
  it('a comment shows in the feed, waiting to sync, before the device has written it; then once, from the copy', async () => {
    const { session, book } = await offlineDevice(++users);
    render(
      <SnackbarProvider>
        <CommentsPanel entityTypeId={3} entityId={book.accountId} area="general" accountId={book.accountId} canWrite />
      </SnackbarProvider>,
    );
    expect(await screen.findByText('No comments yet.')).toBeTruthy();

    // The device's copy is busy (another write holds its sync state): the comment cannot be queued yet.
    const busy = await holdCopyBusy(session.db);
    fireEvent.change(screen.getByLabelText('Activity type'), { target: { value: 'Call' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Met the owner at the site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));

    const list = await screen.findByRole('list', { name: 'Comments' });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('Met the owner at the site');
    expect(item.textContent).toContain('Waiting to sync');
    expect(screen.getByText('Showing 1 of 1')).toBeTruthy();
    expect(await session.db.outbox.count()).toBe(0);
    expect(await session.db.comments.count()).toBe(0);

    await busy.release();
    await waitFor(async () => expect(await session.db.outbox.count()).toBe(1));
    const [row] = await session.db.comments.toArray();
    const [queued] = await session.db.outbox.toArray();
    // The row on the device is the one the feed showed: the same client id, sent with the command.
    expect(row?.clientId).toBeTruthy();
    expect(queued?.entityClientId).toBe(row?.clientId);
    await waitFor(() => expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe(''));
    const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('Met the owner at the site');
    expect(screen.getByText('Showing 1 of 1')).toBeTruthy();
  });
});
