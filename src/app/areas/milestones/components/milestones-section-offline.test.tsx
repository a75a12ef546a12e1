// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, configure, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endOfflineSession } from '../../../lib/offline/session/offline-session';
import { PAYMENTS_BEING_RECORDED, showWhileSaving } from '../../../lib/offline/device/pending-views';
import { session as appSession } from '../../../lib/session/session';
import { holdCopyBusy, offlineDevice } from '../../../testing/offline-device';
import { agentUser } from '../../../testing/user-fixtures';
import { SnackbarProvider } from '../../../ui/snackbar/snackbar-provider';
import type { MilestoneDetail, MilestonePayment } from '../data/milestone-types';
import { useWithPendingPayments } from '../data/pending-payments';
import { MilestonesSection } from './milestones-section';

// IndexedDB (fake) and live queries can be slow on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

let users = 1300;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => endOfflineSession());
});

const rowsNamed = (name: string) => within(screen.getByRole('table', { hidden: true })).queryAllByRole('row', { hidden: true }).filter((row) => row.textContent?.includes(name));

describe('milestones of an opportunity, offline', () => {
  it('a new milestone shows in the list, waiting to sync, before the device has written it; then once, from the copy', async () => {
    const { session, book } = await offlineDevice(++users);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    // The agent who signed in on this device, known to it: offline, the app's session opens with them.
    localStorage.setItem('console.session.user', JSON.stringify(agentUser()));
    await act(() => appSession.ensure());
    // The list links to termsheets and payments: the section renders under a router, as on its page.
    const root = createRootRoute({
      component: () => (
        <SnackbarProvider>
          <MilestonesSection opportunityId={book.opportunityId} termsheets={[{ id: book.termsheetId, label: `#${book.termsheetId}`, editable: true }]} canEdit />
        </SnackbarProvider>
      ),
    });
    render(<RouterProvider router={createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })} />);
    await screen.findByRole('button', { name: 'Create milestone' });
    await waitFor(() => expect(screen.queryByText('Loading milestones…')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Create milestone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create milestone' });
    fireEvent.change(within(dialog).getByLabelText(/^Milestone name/), { target: { value: 'Second instalment' } });
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '10000' } });

    // The device's copy is busy (another write holds its sync state): the milestone cannot be queued yet.
    const busy = await holdCopyBusy(session.db);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create milestone' }));

    await waitFor(() => expect(rowsNamed('Second instalment')).toHaveLength(1));
    // Shown while the copy cannot have written it (its sync state is held); not read here, as a read of the tables
    // the waiting write holds would wait for it.
    expect(rowsNamed('Second instalment')[0]?.textContent).toContain('Waiting to sync');

    await busy.release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create milestone' })).toBeNull());
    const row = await session.db.milestones.filter((m) => m.name === 'Second instalment').first();
    const [queued] = await session.db.outbox.toArray();
    // The row on the device is the one the list showed: the same client id, sent with the command.
    expect(row?.clientId).toBeTruthy();
    expect(queued?.entityClientId).toBe(row?.clientId);
    // The copy's row takes the shown one's place, with its actions (the shown one has none: no action can name a
    // milestone the device does not hold yet).
    await waitFor(() => expect(within(rowsNamed('Second instalment')[0]!).queryByRole('button', { name: 'Edit milestone Second instalment', hidden: true })).not.toBeNull());
    expect(rowsNamed('Second instalment')).toHaveLength(1);
  });
});

const milestone = (paymentDetails: MilestonePayment[] = []): MilestoneDetail => ({
  id: 501,
  termsheetId: 401,
  name: 'Advance',
  amount: 10000,
  digislateAmount: null,
  gst: 1800,
  startDate: '2025-01-10',
  action: null,
  active: true,
  accountLegalEntityDetail: null,
  paymentDetails,
  refundDetails: [],
  invoiceDetails: null,
  paymentAdded: false,
  approvedPaymentAmount: 0,
  pendingPaymentAmount: 0,
  dueAmount: 11800,
  editable: true,
  clientId: null,
  version: 1,
});

const payment = (clientId: string, amount: number): MilestonePayment & { clientId: string } => ({
  id: -(2 ** 52) - 1,
  milestoneId: 501,
  milestoneName: 'Advance',
  amount,
  modeOfPaymentId: 1,
  modeOfPaymentName: 'Cheque',
  yesBankResponseId: null,
  paymentType: 'normal',
  statusId: 1,
  statusName: 'Pending',
  referenceNumber: null,
  paymentDate: null,
  createdAt: '2025-01-12T10:00:00.000Z',
  clientId,
});

describe('payments being recorded on the device', () => {
  it('show under their milestone, pending, with its amounts as the copy has them until it holds the payment; only on a list the copy answers', async () => {
    const saved = Promise.withResolvers<void>();
    act(() => showWhileSaving(PAYMENTS_BEING_RECORDED, payment('p-1', 5000), saved.promise));
    const listed = [milestone()];
    const onDevice = renderHook(() => useWithPendingPayments(listed, true));
    const [shown] = onDevice.result.current ?? [];
    expect(shown?.paymentDetails.map((p) => [p.amount, p.pending])).toEqual([[5000, true]]);
    // Still due in full: the record payment button (and its dialog, while the save runs) stays.
    expect(shown?.pendingPaymentAmount).toBe(0);
    expect(shown?.dueAmount).toBe(11800);
    expect(renderHook(() => useWithPendingPayments(listed, false)).result.current).toBe(listed);

    // Saved, and the copy's list holds its row: shown once, and no longer from here.
    await act(async () => {
      saved.resolve();
      await saved.promise;
    });
    const held = [milestone([{ ...payment('p-1', 5000), id: -3, pending: true }])];
    const fromCopy = renderHook(() => useWithPendingPayments(held, true));
    expect(fromCopy.result.current?.[0]?.paymentDetails).toHaveLength(1);
    await waitFor(() => expect(renderHook(() => useWithPendingPayments(listed, true)).result.current).toBe(listed));
  });

  it('a refused payment (the PIN rule on the device) leaves at once', async () => {
    const refused = Promise.withResolvers<void>();
    act(() => showWhileSaving(PAYMENTS_BEING_RECORDED, payment('p-2', 100), refused.promise));
    const listed = [milestone()];
    const { result, rerender } = renderHook(() => useWithPendingPayments(listed, true));
    expect(result.current?.[0]?.paymentDetails).toHaveLength(1);
    await act(async () => {
      refused.reject(new Error('PIN Code is mandatory for adding Payment'));
      await refused.promise.catch(() => undefined);
    });
    rerender();
    expect(result.current).toBe(listed);
  });
});
