// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../lib/api/api-failure';
import { LoadFailed } from './load-failed';

afterEach(cleanup);

const noNetwork = new ApiFailure({ status: undefined, data: null, message: 'Failed to fetch', noticeMessage: 'Failed to fetch' });
const refused = new ApiFailure({ status: 500, data: null, message: 'Something went wrong!', noticeMessage: 'Something went wrong!' });

describe('LoadFailed', () => {
  it('shows a server failure as an alert with its reason and a retry', () => {
    const retry = vi.fn();
    render(<LoadFailed what="approvals" error={refused} onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('The approvals could not be loaded: Something went wrong!');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('without a network it is a calm status, and it loads again by itself when the network returns', () => {
    const retry = vi.fn();
    render(<LoadFailed what="approvals" error={noNetwork} onRetry={retry} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('The approvals cannot be loaded while you are offline.');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does not reload by itself after a server failure', () => {
    const retry = vi.fn();
    render(<LoadFailed what="approvals" error={refused} onRetry={retry} />);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).not.toHaveBeenCalled();
  });
});
