// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

afterEach(cleanup);

describe('pagination of a capped total (issue 10)', () => {
  it('shows a count over 10,000 as "10,000+" and pages on with Next while the page is full', () => {
    const pages: number[] = [];
    render(<Pagination pageIndex={2} size={100} totalCount={10_001} totalCapped rowsOnPage={100} onPageChange={(p) => pages.push(p)} />);
    expect(screen.getByText('Showing 201–300 of 10,000+')).toBeTruthy();
    expect(screen.getByText('Page 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(pages).toEqual([3, 1]);
  });

  it('stops Next on a page that is not full, past the cap as before it', () => {
    render(<Pagination pageIndex={100} size={100} totalCount={10_001} totalCapped rowsOnPage={50} onPageChange={() => undefined} />);
    expect(screen.getByText('Showing 10,001–10,050 of 10,000+')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an exact total as before', () => {
    render(<Pagination pageIndex={0} size={10} totalCount={10_000} onPageChange={() => undefined} />);
    expect(screen.getByText('Showing 1–10 of 10000')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1000')).toBeTruthy();
  });
});

describe('pagination of an open-ended list (the route tells only whether a next page exists)', () => {
  it('reads "Showing 11–20" and "Page 2" with no last page; Next only while there is a next page', () => {
    // Page 2 of 10 with a next page: the rows up to this page plus one.
    render(<Pagination pageIndex={1} size={10} totalCount={21} openEnded rowsOnPage={10} onPageChange={() => undefined} />);
    expect(screen.getByText('Showing 11–20')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    // The last page: 4 rows, no next.
    render(<Pagination pageIndex={2} size={10} totalCount={24} openEnded rowsOnPage={4} onPageChange={() => undefined} />);
    expect(screen.getByText('Showing 21–24')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
