// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactRow } from '../../../lib/offline/device/mirror-rows';
import { endOfflineSession } from '../../../lib/offline/session/offline-session';
import { holdCopyBusy, offlineDevice } from '../../../testing/offline-device';
import { SnackbarProvider } from '../../../ui/snackbar/snackbar-provider';
import { ContactFormDialog } from './contact-form-dialog';
import { ContactMatches } from './contact-matches';
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

describe('contact search on the device (issue 55)', () => {
  const contact = (id: number, name: string, more: Partial<ContactRow> = {}): ContactRow => ({
    id,
    accountId: 101,
    opportunityId: null,
    name,
    email: null,
    phone: null,
    contactTypeId: 1,
    pocType: null,
    isVerified: true,
    active: true,
    clientId: null,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...more,
  });

  /** The screen's search box and what it finds, under a router (each contact links to its account). */
  function Searching() {
    const [q, setQ] = useState('');
    return (
      <>
        <input aria-label="Search" value={q} onChange={(e) => setQ(e.target.value)} />
        {q.trim() && <ContactMatches q={q} />}
      </>
    );
  }
  const found = () => within(screen.getByRole('list', { name: 'Contacts found' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent);
  const answerFor = (q: string) => document.querySelector(`[data-search="${q}"]:not([aria-busy])`);

  it('offline, a name, a phone number or an email finds the contacts on the device, ranked as the server ranks them; the last search typed wins', async () => {
    const { session } = await offlineDevice(++users);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    // The book holds Asha (601, asha@example.test, 9876543210); the search keys are written on put (search-keys.ts).
    await session.db.contacts.bulkPut([
      contact(602, 'Ravi Asha'),
      contact(603, 'Ashalata Rao', { phone: '+91 98765-11111' }),
      contact(604, 'Asha Hidden', { active: false }),
      contact(605, 'Ravindra Kumar', { email: 'rk@example.test' }),
    ]);
    const root = createRootRoute({ component: Searching });
    render(<RouterProvider router={createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })} />);
    const box = await screen.findByRole('textbox', { name: 'Search' });

    // Whole name, then a name's start, then a later word's start; a contact the lists hide is not found.
    fireEvent.change(box, { target: { value: 'asha' } });
    await waitFor(() => expect(answerFor('asha')).not.toBeNull());
    expect(found()).toEqual(['Asha', 'Ashalata Rao', 'Ravi Asha']);
    expect(screen.getByText('3 contacts match this search.')).toBeTruthy();
    expect(screen.getByText('From this device’s copy of your book.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Account#101' })[0]?.getAttribute('href')).toBe('/account/101');

    // A number typed with its country code and a dash, and an email.
    fireEvent.change(box, { target: { value: '98765-11111' } });
    await waitFor(() => expect(answerFor('98765-11111')).not.toBeNull());
    expect(found()).toEqual(['Ashalata Rao']);
    fireEvent.change(box, { target: { value: 'rk@example.test' } });
    await waitFor(() => expect(answerFor('rk@example.test')).not.toBeNull());
    expect(found()).toEqual(['Ravindra Kumar']);

    // Typed on without waiting: only the last search's answer shows, and stays.
    fireEvent.change(box, { target: { value: 'ra' } });
    fireEvent.change(box, { target: { value: 'rav' } });
    fireEvent.change(box, { target: { value: 'ravi' } });
    await waitFor(() => expect(answerFor('ravi')).not.toBeNull());
    // Both names start with it: newest first among equals.
    expect(found()).toEqual(['Ravindra Kumar', 'Ravi Asha']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answerFor('ravi')).not.toBeNull();
    expect(found()).toEqual(['Ravindra Kumar', 'Ravi Asha']);
  });
});
