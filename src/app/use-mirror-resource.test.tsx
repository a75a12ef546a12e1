// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openMirror } from './lib/offline/device/db';
import { copyLikelyReady, rememberCopyReady } from './lib/offline/device/copy-ready-hint';
import { ensureMeta, updateMeta } from './lib/offline/device/meta';
import { endOfflineSession, signOutDevice, startOfflineSession } from './lib/offline/session/offline-session';
import { enqueue } from './lib/offline/outbox/outbox';
import { mirrorAccountContacts } from './areas/contacts/offline/queries';
import { writeBook, writePrimedCopy } from './testing/mirror-fixtures';
import { useMirrorResource } from './lib/data/use-mirror-resource';
import { readLastSeen, rememberLastSeen } from './lib/data/last-seen';
import type { Contact } from './areas/contacts/data/contact-types';
import { firstScreenShown, releaseOfflineStart } from './lib/offline/device/first-screen';

// What a screen tells the offline start (first-screen.ts): watched, not acted on (no shell here waits for it).
vi.mock('./lib/offline/device/first-screen', () => ({ firstScreenShown: vi.fn(), releaseOfflineStart: vi.fn() }));

// The network is an edge: here it never answers, as on a phone with no signal.
const noNetwork: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

let users = 100;
/**
 * An offline session. Primed: a device that finished its first download earlier, so its copy is there before the
 * app (and its sync engine) starts; writing it after the start raced the engine's first cycle, which saw an
 * unprimed device and began a download (marking the copy unprimed again).
 */
async function session(opts: { primed: boolean }) {
  const userId = ++users;
  let book: Awaited<ReturnType<typeof writeBook>> | null = null;
  if (opts.primed) book = await writePrimedCopy(userId);
  const started = await act(() => startOfflineSession({ userId, userName: 'Agent', baseURL: '/api', fetch: noNetwork }));
  return { ...started, book: book ?? (await writeBook(started.db)) };
}

/**
 * A device that finished the user's first download earlier, the app not started yet: the copy is written and
 * closed, and the device remembers that it is complete (copy-ready-hint.ts), so screens wait for it to open.
 */
async function primedDevice() {
  const userId = ++users;
  const book = await writePrimedCopy(userId);
  rememberCopyReady(userId, true);
  return { userId, book };
}

type Row = { id: number; name: string; pending?: boolean };

describe('useMirrorResource', () => {
  afterEach(async () => {
    await act(() => endOfflineSession());
    vi.mocked(firstScreenShown).mockClear();
    vi.mocked(releaseOfflineStart).mockClear();
  });

  it('loads from the server when there is no offline session', async () => {
    const load = vi.fn(async () => [{ id: 1, name: 'from server' }]);
    const { result } = renderHook(() => useMirrorResource<Row[]>('contacts:1', async () => [{ id: 2, name: 'mirror' }], load));
    await waitFor(() => expect(result.current.data).toEqual([{ id: 1, name: 'from server' }]));
    expect(result.current).toMatchObject({ source: 'remote', error: null, isLoading: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads from the server while the device has not finished its first download', async () => {
    const { book } = await session({ primed: false });
    const load = vi.fn(async () => [{ id: 1, name: 'from server' }]);
    const { result } = renderHook(() => useMirrorResource(`contacts:${book.accountId}`, (db) => mirrorAccountContacts(db, book.accountId), load));
    await waitFor(() => expect(result.current.data).toEqual([{ id: 1, name: 'from server' }]));
    expect(result.current.source).toBe('remote');
  });

  it('does not fetch a server answer again when the session starts on a device still downloading', async () => {
    const load = vi.fn(async () => [{ id: 1, name: 'from server' }]);
    const { result } = renderHook(() => useMirrorResource('contacts:101', (db) => mirrorAccountContacts(db, 101), load));
    await waitFor(() => expect(result.current.data).toEqual([{ id: 1, name: 'from server' }]));
    await session({ primed: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toMatchObject({ data: [{ id: 1, name: 'from server' }], source: 'remote', isLoading: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('while the device copy is being opened it does not ask the server, and the primed copy then answers', async () => {
    const { userId, book } = await primedDevice();
    const load = vi.fn(async () => [{ id: 1, name: 'from server' }]);
    // The screen renders before the session has opened (its chunk does not wait for the offline code).
    const opening = startOfflineSession({ userId, userName: 'Agent', baseURL: '/api', fetch: noNetwork });
    const { result } = renderHook(() => useMirrorResource(`contacts:${book.accountId}`, (db) => mirrorAccountContacts(db, book.accountId), load));
    expect(result.current).toMatchObject({ data: undefined, isLoading: true, source: null });
    await act(() => opening);
    await waitFor(() => expect(result.current.source).toBe('mirror'));
    expect(result.current.data).toEqual(expect.arrayContaining([expect.objectContaining({ accountId: book.accountId })]));
    expect(load).not.toHaveBeenCalled();
  });

  it("while the copy is being opened it shows the copy's last answer for the key, then the copy's own answer; and remembers that", async () => {
    const { userId, book } = await primedDevice();
    const key = `contacts:${book.accountId}`;
    // What the copy answered when the user last saw this screen (since then Asha's details changed on the device).
    rememberLastSeen(userId, 'contacts', key, [{ id: 1, name: 'Asha (last seen)' }]);
    rememberLastSeen(userId, 'other-screen', key, [{ contactId: 1, name: 'not this screen' }]);
    const load = vi.fn(async (): Promise<Contact[]> => []);
    const opening = startOfflineSession({ userId, userName: 'Agent', baseURL: '/api', fetch: noNetwork });
    const { result } = renderHook(() => useMirrorResource(key, (db) => mirrorAccountContacts(db, book.accountId), load, { lastSeen: 'contacts' }));
    // Painted at once, before the copy is open, marked as still refreshing.
    expect(result.current).toMatchObject({ data: [{ id: 1, name: 'Asha (last seen)' }], source: 'lastSeen', isLoading: false, isRefreshing: true, error: null });
    // The screen says it painted what it remembered (the copy may open after it), and does not release it before.
    expect(firstScreenShown).toHaveBeenCalled();
    expect(releaseOfflineStart).not.toHaveBeenCalled();
    await act(() => opening);
    await waitFor(() => expect(result.current.source).toBe('mirror'));
    expect(result.current.data?.map((c) => c.name)).toEqual(['Asha']);
    expect(load).not.toHaveBeenCalled();
    // The copy's answer is remembered for the next start (a moment later, off the first paint's path).
    await waitFor(() => expect(readLastSeen<{ name: string }[]>(userId, 'contacts', key)?.map((c) => c.name)).toEqual(['Asha']), { timeout: 2000 });
    // Another key (another page, other filters) is not answered by it.
    expect(readLastSeen(userId, 'contacts', 'contacts:other')).toBeUndefined();
    // Sign-out deletes the copy, and what the device remembered of it.
    await act(() => signOutDevice(userId));
    expect(readLastSeen(userId, 'contacts', key)).toBeUndefined();
  });

  it('a remembering screen with nothing remembered lets the offline start go at once; one on its way to the server, once the answer is drawn', async () => {
    const { userId, book } = await primedDevice();
    const opening = startOfflineSession({ userId, userName: 'Agent', baseURL: '/api', fetch: noNetwork });
    renderHook(() => useMirrorResource(`contacts:${book.accountId}`, (db) => mirrorAccountContacts(db, book.accountId), async (): Promise<Contact[]> => [], { lastSeen: 'contacts' }));
    expect(releaseOfflineStart).toHaveBeenCalled();
    expect(firstScreenShown).not.toHaveBeenCalled();
    await act(() => opening);
    await act(() => endOfflineSession());
    vi.mocked(releaseOfflineStart).mockClear();

    // No copy being opened (a fresh device online): the screen asks the server, and the copy's first download
    // waits until the server's answer is drawn (first-screen.ts), as it does when that answer is a failure.
    rememberLastSeen(userId, 'contacts', 'contacts:1', [{ id: 1, name: 'remembered' }]);
    rememberCopyReady(userId, false);
    for (const outcome of ['answer', 'failure'] as const) {
      vi.mocked(firstScreenShown).mockClear();
      let settle: () => void = () => undefined;
      const load = () =>
        new Promise<Contact[]>((resolve, reject) => {
          settle = () => (outcome === 'answer' ? resolve([]) : reject(new TypeError('Failed to fetch')));
        });
      const { result, unmount } = renderHook(() => useMirrorResource(`contacts:${outcome}`, async () => undefined, load, { lastSeen: 'contacts' }));
      await waitFor(() => expect(result.current.source).toBe('remote'));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(firstScreenShown).not.toHaveBeenCalled();
      await act(async () => settle());
      await waitFor(() => expect(outcome === 'answer' ? result.current.data : result.current.error).toBeTruthy());
      expect(firstScreenShown).toHaveBeenCalled();
      expect(releaseOfflineStart).not.toHaveBeenCalled();
      unmount();
    }
  });

  it("online on a fresh device it asks the server at once while the copy opens, and the open remembers the copy's state", async () => {
    const userId = ++users;
    const load = vi.fn(async () => [{ id: 1, name: 'from server' }]);
    const opening = startOfflineSession({ userId, userName: 'Agent', baseURL: '/api', fetch: noNetwork });
    const { result } = renderHook(() => useMirrorResource('contacts:1', (db) => mirrorAccountContacts(db, 1), load));
    await waitFor(() => expect(result.current.source).toBe('remote'));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => opening);
    // Not downloaded yet: the next start asks the server too.
    expect(copyLikelyReady(userId)).toBe(false);
  });

  it('opening a copy whose first download is done remembers it, so the next start waits for the copy', async () => {
    const userId = ++users;
    const device = openMirror(userId);
    await ensureMeta(device, { userId, userName: 'Agent' });
    await updateMeta(device, { primed: true });
    device.close();
    expect(copyLikelyReady(userId)).toBe(false);
    await startOfflineSession({ userId, userName: 'Agent', baseURL: '/api', fetch: noNetwork });
    expect(copyLikelyReady(userId)).toBe(true);
  });

  it('answers from the primed mirror without the network, and shows queued work at once', async () => {
    const { db, book } = await session({ primed: true });
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useMirrorResource(`contacts:${book.accountId}`, (mirror) => mirrorAccountContacts(mirror, book.accountId), load));
    await waitFor(() => expect(result.current.data?.map((c) => c.name)).toEqual(['Asha']));
    expect(result.current).toMatchObject({ source: 'mirror', error: null, isLoading: false });

    await act(async () => {
      await enqueue(db, { name: 'createContact', args: { accountId: book.accountId, name: 'Ravi', phone: '9123456780', contactTypeId: 1 } });
    });
    await waitFor(() => expect(result.current.data?.map((c) => [c.name, c.pending ?? false])).toEqual([['Ravi', true], ['Asha', false]]));
    // refresh() syncs (here: offline, so nothing changes) and never asks the server for the list.
    await act(() => result.current.refresh());
    expect(result.current.data).toHaveLength(2);
    expect(load).not.toHaveBeenCalled();
  });

  it("a primed copy's query is not run again by a burst of queued writes to tables it does not read (it does not watch the sync state)", async () => {
    // A copy that synced before (it has a pull cursor, so the engine does not download it again).
    const userId = ++users;
    const book = await writePrimedCopy(userId);
    const copy = openMirror(userId);
    await updateMeta(copy, { cursor: 'after-an-earlier-sync' });
    copy.close();
    const { db, engine } = await act(() => startOfflineSession({ userId, userName: 'Agent', baseURL: '/api', fetch: noNetwork }));
    // The engine's own cycles (offline, each fails at once) write the sync state before the screen opens.
    await act(async () => {
      await engine.sync().catch(() => undefined);
    });
    let runs = 0;
    // A query that takes a while (a large book), so each of the writes below lands while it could still be running.
    const query = async (mirror: typeof db) => {
      runs++;
      const contacts = await mirrorAccountContacts(mirror, book.accountId);
      await new Promise((resolve) => setTimeout(resolve, 30));
      return contacts;
    };
    const { result } = renderHook(() => useMirrorResource(`contacts:${book.accountId}`, query, async () => [] as Contact[]));
    await waitFor(() => expect(result.current.source).toBe('mirror'));
    const answered = runs;
    // Each queued comment rewrites the sync state (its seq), the outbox and the comments: none of them the contacts.
    await act(async () => {
      for (let i = 0; i < 8; i++) {
        await enqueue(db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: `note ${i}` } });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(runs).toBe(answered);
    expect(result.current.data?.map((c) => c.name)).toEqual(['Asha']);
  });

  it('falls back to the server for a record not on the device, and shows its error when that fails too', async () => {
    await session({ primed: true });
    const load = vi.fn(async (): Promise<Row[]> => {
      throw new Error('Could not reach the server');
    });
    const { result } = renderHook(() => useMirrorResource('contacts:999', (db) => mirrorAccountContacts(db, 999), load));
    await waitFor(() => expect(result.current.error?.message).toBe('Could not reach the server'));
    expect(result.current).toMatchObject({ data: undefined, source: 'remote', isLoading: false });
  });
});

describe('useMirrorResource mutate', () => {
  afterEach(async () => {
    await act(() => endOfflineSession());
  });

  it('answers from the mirror and shows a mutation until the mirror changes', async () => {
    const { db, book } = await session({ primed: true });
    const load = vi.fn(async () => ({ name: 'server' }));
    const query = async () => {
      const account = await db.accounts.get(book.accountId);
      return account ? { name: account.name } : undefined;
    };
    const { result } = renderHook(() => useMirrorResource(`account:${book.accountId}`, query, load));
    await waitFor(() => expect(result.current.data).toEqual({ name: 'Skyline Builders' }));
    act(() => result.current.mutate(() => ({ name: 'Saved online' })));
    expect(result.current.data).toEqual({ name: 'Saved online' });
    await act(async () => {
      await db.accounts.update(book.accountId, { name: 'Pulled' });
    });
    await waitFor(() => expect(result.current.data).toEqual({ name: 'Pulled' }));
    expect(load).not.toHaveBeenCalled();
  });
});
