// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../dialog';
import { ApiFailure } from '../../lib/api/api-failure';
import { emitApiFailure } from '../../lib/api/api-failure-events';
import { SnackbarProvider } from './snackbar-provider';
import { useNotify } from './use-notify';

afterEach(cleanup);

function SaveButton() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify.success()}>
      Save
    </button>
  );
}

const failure = (message: string) => new ApiFailure({ status: 500, data: null, message, noticeMessage: message });

describe('snackbar provider', () => {
  it('shows a failed call’s message in an alert, and a dismiss button removes it', () => {
    render(<SnackbarProvider>content</SnackbarProvider>);
    act(() => emitApiFailure({ failure: failure('Unable to update opportunity'), notify: true, method: 'PUT', path: '/x' }));
    expect(screen.getByRole('alert').textContent).toContain('Unable to update opportunity');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Unable to update opportunity' }));
    expect(screen.queryByText('Unable to update opportunity')).toBeNull();
  });

  it('stays quiet when the caller shows the error itself', () => {
    render(<SnackbarProvider>content</SnackbarProvider>);
    act(() => emitApiFailure({ failure: failure('Invalid username or password.'), notify: false, method: 'POST', path: '/login' }));
    expect(screen.queryByText('Invalid username or password.')).toBeNull();
  });

  it('keeps quiet about a read that found no network while offline, but not about a write', () => {
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      render(<SnackbarProvider>content</SnackbarProvider>);
      const noNetwork = () => new ApiFailure({ status: undefined, data: null, message: 'No network', noticeMessage: 'No network' });
      act(() => emitApiFailure({ failure: noNetwork(), notify: true, method: 'GET', path: '/sapna/v1/approval' }));
      expect(screen.queryByText('No network')).toBeNull();
      act(() => emitApiFailure({ failure: noNetwork(), notify: true, method: 'POST', path: '/sapna/v1/approval' }));
      expect(screen.getByRole('alert').textContent).toContain('No network');
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine);
    }
  });

  it('announces a success politely, and Escape on the notice dismisses it', () => {
    render(
      <SnackbarProvider>
        <SaveButton />
      </SnackbarProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Action successfully completed!');
    fireEvent.keyDown(screen.getByText('Action successfully completed!'), { key: 'Escape' });
    expect(screen.queryByText('Action successfully completed!')).toBeNull();
  });

  it('a notice in an open dialog stays until the dialog closes, so the dialog’s buttons never move by themselves', () => {
    vi.useFakeTimers();
    try {
      function Screen() {
        const notify = useNotify();
        const [open, setOpen] = useState(false);
        return (
          <>
            <button type="button" onClick={() => notify.success('Contact updated')}>
              Save
            </button>
            <button type="button" onClick={() => setOpen(true)}>
              Open
            </button>
            <Dialog open={open} onClose={() => setOpen(false)} title="Request extension" actions={<button type="button" onClick={() => setOpen(false)}>Cancel</button>}>
              fields
            </Dialog>
          </>
        );
      }
      render(
        <SnackbarProvider>
          <Screen />
        </SnackbarProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      act(() => vi.advanceTimersByTime(3000));
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      act(() => vi.advanceTimersByTime(10_000));
      const dialog = screen.getByRole('dialog', { name: 'Request extension' });
      expect(dialog.textContent).toContain('Contact updated');
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      act(() => vi.advanceTimersByTime(900));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByText('Contact updated')).toBeTruthy();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('Contact updated')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
