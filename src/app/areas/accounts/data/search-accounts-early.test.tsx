// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endOfflineSession } from '../../../lib/offline/session/offline-session';
import { addMirrorAccounts } from '../../../testing/mirror-fixtures';
import { offlineDevice } from '../../../testing/offline-device';
import * as queries from '../offline/search-queries';
import type { MyAccountsSearch } from './my-accounts-search';
import { startAccountSearch, useAccountSearch } from './search-accounts';

// The device copy's query for a search typed into my-accounts starts at the debounce, before the navigation renders
// the screen, which reads its answer (issue 55). Each run of the copy's query is counted.
vi.mock('../offline/search-queries', async (original) => {
  const actual = await original<typeof queries>();
  return { ...actual, searchMirrorAccounts: vi.fn(actual.searchMirrorAccounts) };
});
const runs = vi.mocked(queries.searchMirrorAccounts);
const searchesRun = () => runs.mock.calls.map(([, search]) => search.q);

let users = 980;

afterEach(async () => {
  cleanup();
  runs.mockClear();
  await act(() => endOfflineSession());
});

/** A copy with 160 accounts named 'Skyline 000'... and 'Skyline Builders' (the book's). */
async function device() {
  const { session, book } = await offlineDevice(++users);
  await addMirrorAccounts(session.db, book.accountId, 160, (i) => ({ name: `Skyline ${String(i).padStart(3, '0')}` }));
  const direct = async (search: MyAccountsSearch) => {
    const page = await queries.searchMirrorAccounts(session.db, search);
    runs.mockClear();
    return page;
  };
  return { session, book, direct };
}

describe("my-accounts' device search started at the debounce (issue 55)", () => {
  it('the screen rendered for the search shows the answer of the query started before it, without asking the copy again; the answer stays live', async () => {
    const { session, book, direct } = await device();
    const expected = await direct({ q: 'skyline 01' });
    await act(() => startAccountSearch({ q: 'skyline 01', page: undefined }));
    expect(searchesRun()).toEqual(['skyline 01']);

    const { result } = renderHook(() => useAccountSearch({ q: 'skyline 01' }));
    // The first render already has the rows: same page, order and total as the copy answers the search.
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toEqual(expected);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(searchesRun()).toEqual(['skyline 01']);

    // The query the screen took over follows the copy's writes as its own would.
    await act(() => session.db.accounts.update(book.accountId, { name: 'Skyline 01 Builders' }));
    await waitFor(() => expect(result.current.data?.results.map((r) => r.accountId)).toContain(book.accountId));
    expect(result.current.data?.totalCount).toBe(expected.totalCount + 1);
  });

  it('the last search typed wins: an older search started before is dropped, and the screen shows the newer search only', async () => {
    const { direct } = await device();
    const newer = await direct({ q: 'skyline 15' });
    // Two searches typed one after the other: the older one's query, not yet run, never runs.
    void startAccountSearch({ q: 'sky' });
    await act(() => startAccountSearch({ q: 'skyline 15' }));
    expect(searchesRun()).toEqual(['skyline 15']);

    // One already answered and then overtaken: its answer is not what the newer search's screen reads.
    await act(() => startAccountSearch({ q: 'skyline 0' }));
    await act(() => startAccountSearch({ q: 'skyline 15' }));
    expect(searchesRun()).toEqual(['skyline 15', 'skyline 0', 'skyline 15']);
    const { result } = renderHook(() => useAccountSearch({ q: 'skyline 15' }));
    expect(result.current.data).toEqual(newer);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current.data).toEqual(newer);
    expect(searchesRun()).toHaveLength(3);

    // The dropped search is asked afresh when a screen asks for it (nothing of it was kept).
    cleanup();
    const older = renderHook(() => useAccountSearch({ q: 'skyline 0' }));
    expect(older.result.current.isLoading).toBe(true);
    await waitFor(() => expect(older.result.current.data?.totalCount).toBe(100));
    expect(searchesRun()).toHaveLength(4);
  });
});
