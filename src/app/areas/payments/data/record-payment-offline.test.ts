// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endOfflineSession } from '../../../lib/offline/session/offline-session';
import { PAYMENTS_BEING_RECORDED, usePendingViews } from '../../../lib/offline/device/pending-views';
import { holdCopyBusy, offlineDevice } from '../../../testing/offline-device';
import { recordPayment } from './record-payment';

afterEach(async () => {
  vi.unstubAllGlobals();
  await endOfflineSession();
});

describe('recording a payment offline', () => {
  it('shows the payment under its milestone from the tap, under the client id the device copy then holds it by', async () => {
    const { session, book } = await offlineDevice(1400);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const shown = renderHook(() => usePendingViews<{ clientId: string; milestoneId: number; amount: number; modeOfPaymentName: string; statusName: string }>(PAYMENTS_BEING_RECORDED));

    // The device's copy is busy (another write holds its sync state): the payment cannot be queued yet.
    const busy = await holdCopyBusy(session.db);
    const clientId = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
    let saving: Promise<unknown> = Promise.resolve();
    act(() => {
      saving = recordPayment(
        { milestoneId: book.milestoneId, amount: 500, modeOfPaymentId: 1, paymentType: 'normal', pinCode: '560001', clientId },
        { milestoneName: 'Advance', modeOfPaymentName: 'Cheque' },
      );
    });
    try {
      expect(shown.result.current).toMatchObject([{ clientId, milestoneId: book.milestoneId, amount: 500, modeOfPaymentName: 'Cheque', statusName: 'Pending', pending: true }]);
    } finally {
      await busy.release();
    }
    await act(() => saving);
    const row = await session.db.payments.filter((p) => p.clientId === clientId).first();
    expect(row).toMatchObject({ milestoneId: book.milestoneId, amount: 500 });
    const [queued] = await session.db.outbox.toArray();
    expect(queued?.entityClientId).toBe(clientId);
  });
});
