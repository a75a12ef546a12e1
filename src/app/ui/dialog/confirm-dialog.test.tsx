// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toApiFailure } from '../../lib/api/api-failure';
import { ConfirmDialog } from './confirm-dialog';
import { OnlineButton } from '../online-button';
import { SnackbarProvider } from '../snackbar/snackbar-provider';

afterEach(cleanup);

const notice = (kind: 'success' | 'error') => document.querySelector(`[data-notice-kind="${kind}"]`)?.textContent ?? null;

function renderConfirm(confirm: () => Promise<unknown>, onSaved = vi.fn()) {
  render(
    <SnackbarProvider>
      <ConfirmDialog
        title="Delete milestone “Advance”?"
        confirmLabel="Delete"
        confirm={confirm}
        success="Milestone deleted"
        onSaved={onSaved}
        onClose={() => undefined}
        failure={{ inline: [], notice: { fallback: 'Unable to delete milestone' } }}
      >
        <p>The milestone is removed from termsheet #4.</p>
      </ConfirmDialog>
    </SnackbarProvider>,
  );
  return onSaved;
}

describe('a confirming dialog', () => {
  it('is busy while the action runs, then shows its success notice', async () => {
    let done: () => void = () => undefined;
    const onSaved = renderConfirm(() => new Promise<void>((resolve) => (done = resolve)));
    const button = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    done();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(notice('success')).toContain('Milestone deleted');
  });

  it('stays open after a failure, with the failure notice, and may be tried again', async () => {
    const onSaved = renderConfirm(() => Promise.reject(toApiFailure({ response: { status: 503, data: {} }, timeoutMs: 0 })));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notice('error')).toContain('Unable to delete milestone'));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Delete milestone “Advance”?' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('onlineOnly: the action (and an OnlineButton) waits while the device is offline, and is offered again online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(
        <SnackbarProvider>
          <OnlineButton>Open</OnlineButton>
          <ConfirmDialog title="Remove?" confirmLabel="Remove" onlineOnly confirm={async () => undefined} onClose={() => undefined} failure={{ inline: [] }} />
        </SnackbarProvider>,
      );
      const remove = screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
      const open = screen.getByRole('button', { name: 'Open', hidden: true }) as HTMLButtonElement;
      expect([remove.disabled, open.disabled]).toEqual([true, true]);
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect([remove.disabled, open.disabled]).toEqual([false, false]);
    } finally {
      onLine.mockRestore();
    }
  });
});
