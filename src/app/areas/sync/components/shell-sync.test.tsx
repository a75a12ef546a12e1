// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '../../../offline-commands'; // the areas' command kinds, as the shell provides them
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineEvents } from '../../../lib/offline/session/offline-events';
import { endOfflineSession } from '../../../lib/offline/session/offline-session';
import { STORAGE_FULL_MESSAGE } from '../../../lib/offline/device/storage';
import type { UserDetails } from '../../../lib/session/user-details';
import { SnackbarProvider } from '../../../ui/snackbar/snackbar-provider';
import { OnlineOnlyNotice, ONLINE_ONLY_MESSAGE } from '../../../ui/status/online-only-notice';
import { OfflineShellRuntime, PrimeProgressBar, SHELL_SYNC_MESSAGES } from './shell-sync';

// IndexedDB (fake) and live queries can be slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const user = { id: 77, username: 'agent', name: 'Vikram Rao' } as UserDetails;

function setDeviceOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(async () => {
  cleanup();
  setDeviceOnline(true);
  await act(() => endOfflineSession());
});

describe('the first download’s progress bar', () => {
  const progress = (fraction: number) => ({ entity: null, entities: {} as never, done: 0, total: 0, fraction });

  it('shows how far the download is, as a labelled progress bar', () => {
    render(<PrimeProgressBar status={{ priming: progress(0.42), primed: false }} />);
    const bar = screen.getByRole('progressbar', { name: 'Getting your data ready for offline use… 42%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });

  it('counts up in a box of its own, so the message is painted once (not a new largest paint at each step)', () => {
    const { rerender } = render(<PrimeProgressBar status={{ priming: progress(0.05), primed: false }} />);
    const message = screen.getByText(/^Getting your data ready for offline use…/);
    const count = screen.getByText('5%');
    expect(count.parentElement).toBe(message);
    expect(count.className).toContain('inline-block');
    rerender(<PrimeProgressBar status={{ priming: progress(0.99), primed: false }} />);
    // The same elements: only the count's text changed.
    expect(screen.getByText(/^Getting your data ready for offline use…/)).toBe(message);
    expect(screen.getByText('99%')).toBe(count);
  });

  it('shows while the first download is awaited, and is gone once the data is on the device', () => {
    const { rerender } = render(<PrimeProgressBar status={{ priming: null, primed: false }} awaitingFirstDownload />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    rerender(<PrimeProgressBar status={{ priming: null, primed: true }} awaitingFirstDownload />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('an ordinary sync of a device whose copy is downloaded shows no bar, even before the engine has said so', () => {
    render(<PrimeProgressBar status={{ priming: null, primed: false }} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('online-only screens', () => {
  it('say they need a connection only while the device is offline', () => {
    render(<OnlineOnlyNotice />);
    expect(screen.queryByText(ONLINE_ONLY_MESSAGE)).toBeNull();
    act(() => setDeviceOnline(false));
    expect(screen.getByText(ONLINE_ONLY_MESSAGE)).toBeTruthy();
    act(() => setDeviceOnline(true));
    expect(screen.queryByText(ONLINE_ONLY_MESSAGE)).toBeNull();
  });
});

describe('the shell’s device notices', () => {
  function renderRuntime() {
    setDeviceOnline(false);
    render(
      <SnackbarProvider>
        <OfflineShellRuntime user={user} offline />
      </SnackbarProvider>,
    );
  }

  it('says when storage is full, until dismissed', async () => {
    renderRuntime();
    act(() => offlineEvents.emit('storage-error', { message: STORAGE_FULL_MESSAGE, quota: true }));
    expect(await screen.findByText(STORAGE_FULL_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: `Dismiss: ${STORAGE_FULL_MESSAGE}` })).toBeTruthy();
  });

  it('asks to reload when a newer version opened in another tab, and to close other tabs when an upgrade is blocked', async () => {
    renderRuntime();
    act(() => offlineEvents.emit('blocked', { databaseName: 'console-mirror-77' }));
    expect(await screen.findByText(SHELL_SYNC_MESSAGES.blocked)).toBeTruthy();
    act(() => offlineEvents.emit('versionchange', { databaseName: 'console-mirror-77' }));
    expect(await screen.findByText(SHELL_SYNC_MESSAGES.versionChange)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

describe("the first download's bar before the engine runs", () => {
  it('shows at 0% while a fresh device waits for its first download, and not once the data is there', () => {
    const idle = { priming: null, primed: false };
    const { rerender } = render(<PrimeProgressBar status={idle} awaitingFirstDownload />);
    expect(screen.getByRole('progressbar', { name: /Getting your data ready for offline use/ }).getAttribute('aria-valuenow')).toBe('0');
    rerender(<PrimeProgressBar status={idle} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<PrimeProgressBar status={{ ...idle, primed: true }} awaitingFirstDownload />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
