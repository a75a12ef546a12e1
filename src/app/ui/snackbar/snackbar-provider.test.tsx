// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../dialog/dialog';
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

  describe('notices belong to the view that raised them', () => {
    function DialogButtons({ onDone }: { onDone: () => void }) {
      const notify = useNotify();
      return (
        <>
          <button type="button" onClick={() => notify.success('Number reallocated')}>
            Reallocate
          </button>
          <button type="button" onClick={onDone}>
            Cancel
          </button>
        </>
      );
    }
    function Screen() {
      const notify = useNotify();
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => notify.success('Contact updated')}>
            Save
          </button>
          <button type="button" onClick={() => notify.error('HRIS lookup failed')}>
            Look up
          </button>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Virtual number" actions={<DialogButtons onDone={() => setOpen(false)} />}>
            fields
          </Dialog>
        </>
      );
    }
    const setup = () =>
      render(
        <SnackbarProvider>
          <Screen />
        </SnackbarProvider>,
      );

    it('a dialog shows only its own notices: the page’s error stays on the page and shows there once the dialog closes', () => {
      vi.useFakeTimers();
      try {
        setup();
        fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
        fireEvent.click(screen.getByRole('button', { name: 'Open' }));
        act(() => vi.advanceTimersByTime(100));
        const dialog = screen.getByRole('dialog', { name: 'Virtual number' });
        expect(dialog.textContent).not.toContain('HRIS lookup failed');
        // A call failing while the dialog is open is the dialog's.
        act(() => emitApiFailure({ failure: failure('Unable to reallocate'), notify: true, method: 'POST', path: '/x' }));
        expect(dialog.textContent).toContain('Unable to reallocate');
        fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
        act(() => vi.advanceTimersByTime(1000));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.getByText('HRIS lookup failed')).toBeTruthy();
      } finally {
        vi.useRealTimers();
      }
    });

    it('a success inside a dialog leaves after 4000 ms while the dialog stays open', () => {
      vi.useFakeTimers();
      try {
        setup();
        fireEvent.click(screen.getByRole('button', { name: 'Open' }));
        act(() => vi.advanceTimersByTime(100));
        fireEvent.click(screen.getByRole('button', { name: 'Reallocate' }));
        const dialog = screen.getByRole('dialog', { name: 'Virtual number' });
        expect(dialog.textContent).toContain('Number reallocated');
        act(() => vi.advanceTimersByTime(3999));
        expect(dialog.textContent).toContain('Number reallocated');
        act(() => vi.advanceTimersByTime(1));
        expect(dialog.textContent).not.toContain('Number reallocated');
        expect(screen.getByRole('dialog', { name: 'Virtual number' })).toBeTruthy();
      } finally {
        vi.useRealTimers();
      }
    });

    it('the page’s success does not move into a dialog opened after it, and leaves on its own time', () => {
      vi.useFakeTimers();
      try {
        setup();
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        fireEvent.click(screen.getByRole('button', { name: 'Open' }));
        act(() => vi.advanceTimersByTime(100));
        expect(screen.getByRole('dialog', { name: 'Virtual number' }).textContent).not.toContain('Contact updated');
        act(() => vi.advanceTimersByTime(3900));
        fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
        act(() => vi.advanceTimersByTime(1000));
        expect(screen.queryByText('Contact updated')).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
