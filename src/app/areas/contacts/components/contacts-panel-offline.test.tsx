// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endOfflineSession } from '../../../lib/offline/offline-session';
import { holdCopyBusy, offlineDevice } from '../../../testing/offline-device';
import { SnackbarProvider } from '../../../ui/snackbar/snackbar-provider';
import { ContactFormDialog } from './contact-form-dialog';
import { ContactsPanel } from './contacts-panel';

// IndexedDB (fake) and live queries can be slow on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

let users = 950;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => endOfflineSession());
});

/** The account's contact cards (behind the dialog while it is open, so hidden from the accessibility tree then). */
const cardsOf = () => within(screen.getByRole('list', { name: 'Contacts of this account', hidden: true })).getAllByRole('listitem', { hidden: true });

describe('contacts of an account, offline', () => {
  it('a new contact shows on the account, waiting to sync, before the device has written it; then once, from the copy', async () => {
    const { session, book } = await offlineDevice(++users);
    render(
      <SnackbarProvider>
        <ContactsPanel accountId={book.accountId} canEdit />
      </SnackbarProvider>,
    );
    await waitFor(() => expect(screen.queryByText('Loading contacts…')).toBeNull());
    const before = await session.db.contacts.where('accountId').equals(book.accountId).count();

    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Meera Iyer' } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: '9876512345' } });
    fireEvent.change(within(dialog).getByLabelText(/^Contact type/), { target: { value: '1' } });

    // The device's copy is busy (another write holds its sync state): the contact cannot be queued yet.
    const busy = await holdCopyBusy(session.db);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));

    await waitFor(() => expect(cardsOf().some((card) => card.textContent?.includes('Meera Iyer'))).toBe(true));
    const shown = cardsOf().find((card) => card.textContent?.includes('Meera Iyer'));
    expect(shown?.textContent).toContain('Waiting to sync');
    expect(cardsOf()).toHaveLength(before + 1);
    // Shown while the copy cannot have written it (its sync state is held); not read here, as a read of the tables
    // the waiting write holds would wait for it.

    await busy.release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add contact' })).toBeNull());
    const [queued] = await session.db.outbox.toArray();
    const row = await session.db.contacts.where('accountId').equals(book.accountId).filter((c) => c.name === 'Meera Iyer').first();
    // The row on the device is the one the account showed: the same client id, sent with the command.
    expect(row?.clientId).toBeTruthy();
    expect(queued?.entityClientId).toBe(row?.clientId);
    expect(queued?.args).toMatchObject({ clientId: row?.clientId });
    await waitFor(() => expect(cardsOf().filter((card) => card.textContent?.includes('Meera Iyer'))).toHaveLength(1));
    expect(cardsOf()).toHaveLength(before + 1);
  });

  it('saved on the device, the dialog closes without waiting for the screen to refresh (the copy shows the contact already)', async () => {
    const { book } = await offlineDevice(++users);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const onClose = vi.fn();
    render(
      <SnackbarProvider>
        <ContactFormDialog accountId={book.accountId} onClose={onClose} onSaved={() => new Promise<void>(() => undefined)} />
      </SnackbarProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add contact' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Ravi Menon' } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: '9876512346' } });
    fireEvent.change(within(dialog).getByLabelText(/^Contact type/), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
