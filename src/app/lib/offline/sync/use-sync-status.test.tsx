// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureMeta } from '../device/meta';
import { endOfflineSession, startOfflineSession } from '../session/offline-session';
import { enqueue } from '../outbox/outbox';
import { writeBook } from '../../../testing/mirror-fixtures';
import { useMirrorDb, useSyncStatus } from './use-sync-status';
import { IDLE_STATUS } from './sync-status';

// The network is an edge: here it never answers, as on a phone with no signal.
const noNetwork: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

describe('useSyncStatus', () => {
  afterEach(async () => {
    await act(() => endOfflineSession());
  });

  it('follows the signed-in session: idle before, then offline with the waiting work counted', async () => {
    const { result } = renderHook(() => ({ status: useSyncStatus(), db: useMirrorDb() }));
    expect(result.current.status).toEqual(IDLE_STATUS);
    expect(result.current.db).toBeNull();

    const session = await act(() => startOfflineSession({ userId: 31, userName: 'Agent', baseURL: '/api', fetch: noNetwork }));
    expect(result.current.db).toBe(session.db);
    await ensureMeta(session.db, { userId: 31 });
    const book = await writeBook(session.db);
    await act(async () => {
      await enqueue(session.db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: 'offline' } });
    });
    await waitFor(() => expect(result.current.status.pendingCount + result.current.status.failedCount).toBe(1));
    await waitFor(() => expect(result.current.status).toMatchObject({ online: false, lastError: { status: 0 } }));

    await act(() => endOfflineSession());
    expect(result.current.status).toEqual(IDLE_STATUS);
    expect(result.current.db).toBeNull();
  });
});
