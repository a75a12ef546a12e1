// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyAccountsSearch } from '../data/my-accounts-search';
import { MyAccountsFilters } from './my-accounts-filters';

beforeEach(() => {
  vi.useFakeTimers();
  // The city list is not what these tests are about: answer it with nothing.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ cities: [] }), { headers: { 'content-type': 'application/json' } })));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(search: MyAccountsSearch, agents = [{ id: 4, name: 'Vikram Rao' }]) {
  const changes: Partial<MyAccountsSearch>[] = [];
  const view = render(<MyAccountsFilters search={search} agents={agents} onChange={(next) => changes.push(next)} />);
  return { changes, rerender: (next: MyAccountsSearch) => view.rerender(<MyAccountsFilters search={next} agents={agents} onChange={(c) => changes.push(c)} />) };
}

describe('my-accounts filters', () => {
  it('searches once the typing has paused for 300 ms, back on the first page', () => {
    const { changes } = setup({ page: 3 });
    const box = screen.getByLabelText('Search accounts');
    fireEvent.change(box, { target: { value: 'Ra' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'Rao' } });
    act(() => vi.advanceTimersByTime(299));
    expect(changes).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(changes).toEqual([{ q: 'Rao', page: undefined }]);
  });

  it('follows the URL when it changes from elsewhere (back), without pushing the old text again', () => {
    const { changes, rerender } = setup({ q: 'Rao' });
    rerender({ q: 'Sai' });
    expect((screen.getByLabelText('Search accounts') as HTMLInputElement).value).toBe('Sai');
    act(() => vi.advanceTimersByTime(1000));
    expect(changes).toEqual([]);
  });

  it('shows the agent filter only to someone who sees more than one agent, and client status as Hot, Cold, Warm', () => {
    setup({}, [{ id: 4, name: 'Vikram Rao' }]);
    expect(screen.queryByLabelText('Agent')).toBeNull();
    cleanup();
    const { changes } = setup({}, [
      { id: 4, name: 'Vikram Rao' },
      { id: 5, name: 'Pooja Nair' },
    ]);
    fireEvent.change(screen.getByLabelText('Agent'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Client status'), { target: { value: '3' } });
    expect([...(screen.getByLabelText('Client status') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All client statuses', 'Hot', 'Cold', 'Warm']);
    expect(changes).toEqual([
      { agentId: 5, page: undefined },
      { clientStatusId: 3, page: undefined },
    ]);
  });
});
