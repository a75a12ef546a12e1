// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureMeta } from '../../../lib/offline/device/meta';
import { endOfflineSession, startOfflineSession } from '../../../lib/offline/session/offline-session';
import { enqueue } from '../../../lib/offline/outbox/outbox';
import { writeBook } from '../../../testing/mirror-fixtures';
import { SnackbarProvider } from '../../../ui/snackbar/snackbar-provider';
import { OutboxPage } from './outbox-page';

// IndexedDB (fake) and live queries can be slow on a busy machine (5 s failed twice at load average 30).
configure({ asyncUtilTimeout: 15_000 });

// The network is an edge: here it never answers, as on a phone with no signal.
const noNetwork: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

let userId = 500;

async function withQueuedComment(text: string) {
  const session = await act(() => startOfflineSession({ userId: ++userId, userName: 'Agent', baseURL: '/api', fetch: noNetwork }));
  await ensureMeta(session.db, { userId });
  const book = await writeBook(session.db);
  await act(async () => {
    await enqueue(session.db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text } });
  });
  return session;
}

function renderPage() {
  return render(
    <SnackbarProvider>
      <OutboxPage />
    </SnackbarProvider>,
  );
}

describe('the outbox screen', () => {
  afterEach(async () => {
    cleanup();
    await act(() => endOfflineSession());
  });

  it('lists work waiting for the server; Discard asks first, Cancel keeps it, Discard removes it', async () => {
    await withQueuedComment('Met the owner');
    renderPage();
    const waiting = await screen.findByRole('region', { name: /Waiting to be sent \(1\)/ });
    expect(within(waiting).getByText('Call logged: Met the owner')).toBeTruthy();

    fireEvent.click(within(waiting).getByRole('button', { name: 'Discard: Call logged: Met the owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this change?' });
    // Cancel is the default: Enter or a slip keeps the work.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Call logged: Met the owner')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Discard: Call logged: Met the owner' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('All your changes have reached the server.')).toBeTruthy();
  });

  it('shows work the server refused with its reason; Retry queues it again', async () => {
    const session = await withQueuedComment('Asked for a discount');
    const [row] = await session.db.outbox.toArray();
    // The server's refusal as the push stores it.
    await session.db.outbox.update(row!.id!, { status: 'rejected', lastError: { status: 422, msg: 'Comments on this account are closed.' } });
    renderPage();
    const rejected = await screen.findByRole('region', { name: /Rejected by the server \(1\)/ });
    expect(within(rejected).getByText('Reason: Comments on this account are closed.')).toBeTruthy();

    fireEvent.click(within(rejected).getByRole('button', { name: 'Retry: Call logged: Asked for a discount' }));
    const waiting = await screen.findByRole('region', { name: /Waiting to be sent \(1\)/ });
    expect(within(waiting).getByText('Call logged: Asked for a discount')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Rejected by the server/ })).toBeNull();
    expect((await session.db.outbox.toArray()).map((r) => r.status)).not.toContain('rejected');
  });
});
