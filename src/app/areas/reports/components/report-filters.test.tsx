// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportSearch } from '../data/report-search';
import { ReportFilters } from './report-filters';
import { CHANGED_BY_FILTER } from './state-movement-page';

beforeEach(() => {
  // The city and person lists are not what these tests are about: answer them with nothing.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ cities: [], results: [] }), { headers: { 'content-type': 'application/json' } })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const query = { from: '2026-12-01', to: '2026-12-06' };

describe('report filters', () => {
  it('calls the person filter "Agent" by default', () => {
    render(<ReportFilters search={{}} query={query} online={false} onSearchChange={() => undefined} />);
    expect(screen.getByLabelText('Agent')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'All agents' })).toBeTruthy();
    expect(screen.queryByLabelText('Changed by')).toBeNull();
  });

  it('calls it "Changed by" on state-movement, where it picks who made the change, and still sets agentId', () => {
    const changes: ReportSearch[] = [];
    render(<ReportFilters search={{ agentId: 7 }} query={query} online={false} onSearchChange={(next) => changes.push(next)} agentFilter={CHANGED_BY_FILTER} />);
    expect(screen.queryByLabelText('Agent')).toBeNull();
    const select = screen.getByLabelText('Changed by') as HTMLSelectElement;
    expect(screen.getByRole('option', { name: 'Anyone' })).toBeTruthy();
    fireEvent.change(select, { target: { value: '' } });
    expect(changes).toEqual([{ agentId: undefined, page: undefined }]);
  });
});
