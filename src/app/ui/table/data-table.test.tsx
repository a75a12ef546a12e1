// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, FIRST_ROWS, LAZY_CELL, type TableSort } from './data-table';
import { Pagination, pageRange } from './pagination';

afterEach(cleanup);

type Account = { accountId: number; accountName: string };
const rows: Account[] = [
  { accountId: 2, accountName: 'Sai Builders' },
  { accountId: 1, accountName: 'Apex Realty' },
];

function SortableAccounts() {
  const [sort, setSort] = useState<TableSort | null>(null);
  const sorted = [...rows].sort((a, b) => {
    if (!sort) return 0;
    const order = sort.key === 'accountId' ? a.accountId - b.accountId : a.accountName.localeCompare(b.accountName);
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <DataTable
      caption="My accounts"
      columns={[
        { key: 'accountId', header: 'Account Id', cell: (r) => r.accountId, sortable: true },
        { key: 'accountName', header: 'Account Name', cell: (r) => r.accountName },
      ]}
      rows={sorted}
      rowKey={(r) => r.accountId}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

describe('data table', () => {
  it('is a captioned table in a keyboard-focusable scroll region', () => {
    render(<SortableAccounts />);
    expect(screen.getByRole('table', { name: 'My accounts' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'My accounts' }).getAttribute('tabindex')).toBe('0');
  });

  it('sorts by a sortable header, says the order with aria-sort, and flips on the second press', () => {
    render(<SortableAccounts />);
    const header = screen.getByRole('columnheader', { name: /Account Id/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Account Name' }).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getAllByRole('row')[1]?.textContent).toContain('Apex Realty');
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getAllByRole('row')[1]?.textContent).toContain('Sai Builders');
  });

  it('says so when there are no rows', () => {
    render(<DataTable caption="Tickets" columns={[{ key: 'key', header: 'Key', cell: () => '' }]} rows={[]} rowKey={() => 0} empty="No tickets yet." />);
    expect(screen.getByText('No tickets yet.')).toBeTruthy();
  });
});

describe('pagination', () => {
  it('counts the rows shown and the pages', () => {
    expect(pageRange(0, 100, 250)).toEqual({ first: 1, last: 100, pages: 3 });
    expect(pageRange(2, 100, 250)).toEqual({ first: 201, last: 250, pages: 3 });
    expect(pageRange(0, 10, 0)).toEqual({ first: 0, last: 0, pages: 1 });
  });

  it('disables Previous on the first page and Next on the last', () => {
    const pages: number[] = [];
    render(<Pagination pageIndex={0} size={10} totalCount={15} onPageChange={(p) => pages.push(p)} />);
    expect(screen.getByText('Showing 1–10 of 15')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(pages).toEqual([1]);
  });

  it('reads the page index the routes answer (0 = the first) as 1-based words, on every page (issue 51)', () => {
    // 29 rows, 10 a page: the pager once read "Showing -9–0 of 29 · Page 0 of 3" here.
    const seen = [0, 1, 2].map((pageIndex) => {
      const { unmount } = render(<Pagination pageIndex={pageIndex} size={10} totalCount={29} rowsOnPage={pageIndex === 2 ? 9 : 10} onPageChange={() => undefined} />);
      const text = screen.getByRole('navigation').textContent;
      const next = (screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled;
      unmount();
      return { text, next };
    });
    expect(seen).toEqual([
      { text: expect.stringContaining('Showing 1–10 of 29PreviousPage 1 of 3'), next: false },
      { text: expect.stringContaining('Showing 11–20 of 29PreviousPage 2 of 3'), next: false },
      { text: expect.stringContaining('Showing 21–29 of 29PreviousPage 3 of 3'), next: true },
    ]);
  });
});

describe('a long table draws its first screen first (issue 10)', () => {
  const many: Account[] = Array.from({ length: 100 }, (_, i) => ({ accountId: i + 1, accountName: `Account ${i + 1}` }));

  it(`draws the first ${FIRST_ROWS} rows at once and every row right after`, () => {
    // The rows whose cells the table drew, in order: the first draw's, then the rest (the first 30 are not drawn again).
    const drawn: number[] = [];
    render(
      <DataTable
        caption="Many accounts"
        columns={[{ key: 'accountId', header: 'Account Id', cell: (r: Account) => (drawn.push(r.accountId), r.accountId) }]}
        rows={many}
        rowKey={(r) => r.accountId}
      />,
    );
    const ids = many.map((r) => r.accountId);
    expect(drawn.slice(0, FIRST_ROWS)).toEqual(ids.slice(0, FIRST_ROWS));
    expect(drawn).toEqual(ids);
    expect(within(screen.getByRole('table', { name: 'Many accounts' })).getAllByRole('row')).toHaveLength(101);
  });

  it('does not draw again a row answered again with the same values; a changed row is drawn', () => {
    const drawn: number[] = [];
    const columns = [{ key: 'accountName', header: 'Account Name', cell: (r: Account) => (drawn.push(r.accountId), r.accountName) }];
    const { rerender } = render(<DataTable caption="Live" columns={columns} rows={many.slice(0, 3)} rowKey={(r) => r.accountId} />);
    drawn.length = 0;
    // The same rows as new objects (the device copy answering after the server, a sync re-running the query).
    rerender(<DataTable caption="Live" columns={columns} rows={[{ ...many[0]! }, { ...many[1]!, accountName: 'Renamed' }, { ...many[2]! }]} rowKey={(r) => r.accountId} />);
    expect(drawn).toEqual([2]);
    expect(screen.getByRole('table', { name: 'Live' }).textContent).toContain('Renamed');
  });

  it('draws another list of rows (a new search, another page) first screen first as well, then every row', () => {
    const { rerender } = render(<DataTable caption="Pages" columns={[{ key: 'accountId', header: 'Id', cell: (r: Account) => r.accountId }]} rows={many} rowKey={(r) => r.accountId} />);
    const next = many.map((r) => ({ ...r, accountId: r.accountId + 100 }));
    const seen: number[] = [];
    rerender(<DataTable caption="Pages" columns={[{ key: 'accountId', header: 'Id', cell: (r: Account) => (seen.push(r.accountId), r.accountId) }]} rows={next} rowKey={(r) => r.accountId} />);
    expect(seen.slice(0, 100)).toEqual(next.map((r) => r.accountId));
    expect(within(screen.getByRole('table', { name: 'Pages' })).getAllByRole('row')).toHaveLength(101);
  });

  it('lays out a long table\'s cells only near the screen, from sm up; a short table\'s and the totals row always (issue 55)', () => {
    const columns = [
      { key: 'accountId', header: 'Id', cell: (r: Account) => r.accountId },
      { key: 'n', header: 'N', cell: () => 1, total: (shown: readonly Account[]) => shown.length },
    ];
    const { rerender } = render(<DataTable caption="Rows" columns={columns} rows={many.slice(0, FIRST_ROWS)} rowKey={(r) => r.accountId} />);
    const cells = () => within(screen.getByRole('table', { name: 'Rows' })).getAllByRole('cell');
    expect(cells().filter((cell) => cell.className.includes('content-visibility'))).toHaveLength(0);
    rerender(<DataTable caption="Rows" columns={columns} rows={many} rowKey={(r) => r.accountId} />);
    const lazy = cells().filter((cell) => cell.className.includes(LAZY_CELL));
    // Every body cell (100 rows of 2), not the totals row's two.
    expect(lazy).toHaveLength(200);
    expect(cells()).toHaveLength(202);
    expect(LAZY_CELL.split(' ').every((c) => c.startsWith('sm:'))).toBe(true);
    expect(cells().slice(-2).map((cell) => cell.textContent)).toEqual(['Total', '100']);
  });
});
