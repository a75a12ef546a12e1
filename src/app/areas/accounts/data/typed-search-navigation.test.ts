import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyAccountsSearch } from './my-accounts-search';
import { EARLY_ANSWER_WAIT_MS, typedSearchNavigation } from './typed-search-navigation';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The device copy's queries, answered by the test in any order; and the navigations made. */
function setup(current: MyAccountsSearch = { cityId: 3, page: 2 }) {
  const started: MyAccountsSearch[] = [];
  const answers = new Map<string | undefined, () => void>();
  const navigations: Partial<MyAccountsSearch>[] = [];
  const navigation = typedSearchNavigation(
    (search) => {
      started.push(search);
      return new Promise<void>((resolve) => answers.set(search.q, resolve));
    },
    (next) => navigations.push(next),
  );
  const change = (next: Partial<MyAccountsSearch>) => navigation(next, current);
  const answer = async (q: string) => {
    answers.get(q)?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { change, started, navigations, answer };
}

describe("my-accounts' typed search: the copy first, then the navigation (issue 55)", () => {
  it("starts the copy's queries for the new search at once, and navigates when they have answered", async () => {
    const { change, started, navigations, answer } = setup();
    change({ q: 'skyline', page: undefined });
    // Started with the other filters of the screen, before anything has navigated.
    expect(started).toEqual([{ q: 'skyline', cityId: 3, page: undefined }]);
    await vi.advanceTimersByTimeAsync(20);
    expect(navigations).toEqual([]);
    await answer('skyline');
    expect(navigations).toEqual([{ q: 'skyline', page: undefined }]);
  });

  it(`navigates after ${EARLY_ANSWER_WAIT_MS} ms when the copy has not answered, and other changes at once`, async () => {
    const { change, navigations, started } = setup();
    change({ q: 'sky', page: undefined });
    await vi.advanceTimersByTimeAsync(EARLY_ANSWER_WAIT_MS - 1);
    expect(navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(navigations).toEqual([{ q: 'sky', page: undefined }]);
    change({ cityId: 4, page: undefined });
    expect(navigations.at(-1)).toEqual({ cityId: 4, page: undefined });
    expect(started).toHaveLength(1);
  });

  it('the last search typed wins: an older search answered after a newer one was typed never navigates', async () => {
    const { change, navigations, answer } = setup();
    change({ q: 'sky', page: undefined });
    change({ q: 'skyline', page: undefined });
    await answer('skyline');
    await answer('sky');
    await vi.advanceTimersByTimeAsync(EARLY_ANSWER_WAIT_MS * 2);
    expect(navigations).toEqual([{ q: 'skyline', page: undefined }]);
  });

  it('a failed start does not hold the navigation back', async () => {
    const navigations: Partial<MyAccountsSearch>[] = [];
    const change = typedSearchNavigation(
      () => Promise.reject(new Error('chunk not loaded')),
      (next) => navigations.push(next),
    );
    change({ q: 'sky' }, {});
    await vi.advanceTimersByTimeAsync(0);
    expect(navigations).toEqual([{ q: 'sky' }]);
  });
});
