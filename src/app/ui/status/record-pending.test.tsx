// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../lib/api/api-failure';
import { RecordPending } from './record-pending';

afterEach(cleanup);

const missing = new ApiFailure({ status: 404, data: null, message: 'Not found', noticeMessage: 'Not found' });
const broken = new ApiFailure({ status: 500, data: null, message: 'Something went wrong!', noticeMessage: 'Something went wrong!' });

describe('RecordPending', () => {
  it('spins while the record loads', () => {
    render(<RecordPending error={null} record="payment" id={12} loading="Loading payment…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading payment…');
  });

  it('says a record out of scope is not found', () => {
    render(<RecordPending error={missing} record="termsheet" id={7} loading="Loading termsheet…" />);
    expect(screen.getByText('Termsheet not found')).toBeTruthy();
    expect(screen.getByText('There is no termsheet #7 in your scope.')).toBeTruthy();
  });

  it('says what could not be loaded, with no retry unless the page offers one', () => {
    render(<RecordPending error={broken} record="opportunity" id={3} what="assignment page" loading="Loading agents…" />);
    expect(screen.getByText('The assignment page could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
  });

  it('offers the retry and the reason where the page gives one', () => {
    const retry = vi.fn();
    render(<RecordPending error={broken} record="opportunity" id={3} loading="Loading opportunity…" onRetry={retry} />);
    expect(screen.getByText('The opportunity could not be loaded')).toBeTruthy();
    expect(screen.getByText('Something went wrong!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
