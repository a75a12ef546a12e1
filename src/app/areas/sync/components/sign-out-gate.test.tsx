// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api/api-client';
import { mirrorDatabaseName } from '../../../lib/offline/device/db';
import { ensureMeta } from '../../../lib/offline/device/meta';
import { endOfflineSession, getOfflineSession, startOfflineSession } from '../../../lib/offline/session/offline-session';
import { enqueue } from '../../../lib/offline/outbox/outbox';
import { writeBook } from '../../../testing/mirror-fixtures';
import { createSessionStore, type SessionStore } from '../../../lib/session/session-store';
import type { UserDetails } from '../../../lib/session/user-details';
import { agentUser } from '../../../testing/user-fixtures';
import { SignOutGate } from './sign-out-gate';

// IndexedDB (fake) and live queries can be slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

let nextId = 900;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server edge: the session check answers with the user; sign-out answers unless the device is offline. */
function storeFor(user: UserDetails, { serverReachable = true } = {}): SessionStore {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    if (key === 'GET /api/user/details') return json(200, user);
    if (key === 'POST /api/logout' && serverReachable) return json(200, {});
    throw new TypeError('Failed to fetch');
  };
  return createSessionStore({ api: createApiClient({ baseURL: 'http://console.test/api', fetch }), storage: null });
}

const noNetwork: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

/** The user's mirror with `count` comments queued while offline. */
async function deviceWithQueuedWork(userId: number, count: number) {
  const session = await act(() => startOfflineSession({ userId, userName: 'Vikram Rao', baseURL: '/api', fetch: noNetwork }));
  await ensureMeta(session.db, { userId });
  const book = await writeBook(session.db);
  for (let i = 0; i < count; i++) {
    await act(async () => {
      await enqueue(session.db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: `call ${i}` } });
    });
  }
}

function renderGate(store: SessionStore, onCancel = vi.fn()) {
  render(
    <SignOutGate session={store} onCancel={onCancel}>
      <p>The sign-out page</p>
    </SignOutGate>,
  );
  return onCancel;
}

describe('signing out with work not on the server', () => {
  afterEach(async () => {
    cleanup();
    await act(() => endOfflineSession());
  });

  it('asks first; Cancel is the default and keeps the work on the device', async () => {
    const user = agentUser(++nextId);
    await deviceWithQueuedWork(user.id, 2);
    const onCancel = renderGate(storeFor(user));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    expect(dialog.textContent).toContain('2 changes have not reached the server yet. Sign out and discard them?');
    expect(screen.queryByText('The sign-out page')).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(await getOfflineSession()!.db.outbox.count()).toBe(2);
  });

  it('Sign out anyway signs out, then deletes the user’s data from the device', async () => {
    const user = agentUser(++nextId);
    await deviceWithQueuedWork(user.id, 1);
    const store = storeFor(user);
    renderGate(store);
    expect((await screen.findByRole('dialog')).textContent).toContain('1 change has not reached the server yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out anyway' }));
    expect(await screen.findByText('The sign-out page')).toBeTruthy();
    // Nothing is deleted until the server has ended the session.
    expect(await Dexie.exists(mirrorDatabaseName(user.id))).toBe(true);
    await act(() => store.signOut());
    await waitFor(async () => expect(await Dexie.exists(mirrorDatabaseName(user.id))).toBe(false));
    expect(getOfflineSession()).toBeNull();
  });

  it('offline, even after Sign out anyway, the work stays: the server could not end the session', async () => {
    const user = agentUser(++nextId);
    await deviceWithQueuedWork(user.id, 1);
    const store = storeFor(user, { serverReachable: false });
    renderGate(store);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out anyway' }));
    await expect(store.signOut()).rejects.toBeTruthy();
    expect(await getOfflineSession()!.db.outbox.count()).toBe(1);
    expect(await Dexie.exists(mirrorDatabaseName(user.id))).toBe(true);
  });

  it('with nothing waiting, signs out without asking', async () => {
    const user = agentUser(++nextId);
    await deviceWithQueuedWork(user.id, 0);
    renderGate(storeFor(user));
    expect(await screen.findByText('The sign-out page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
