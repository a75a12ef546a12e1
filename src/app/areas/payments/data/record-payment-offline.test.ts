// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endOfflineSession, startOfflineSession } from '../../../lib/offline/offline-session';
import { PAYMENTS_BEING_RECORDED, usePendingViews } from '../../../lib/offline/pending-views';
import { writePrimedCopy } from '../../../testing/mirror-fixtures';
import { recordPayment } from './record-payment';

// The network is an edge: here it never answers, as on a phone with no signal.
const noNetwork: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await endOfflineSession();
});

describe('recording a payment offline', () => {
  it('shows the payment under its milestone from the tap, under the client id the device copy then holds it by', async () => {
    const userId = 1400;
    const book = await writePrimedCopy(userId);
    const session = await startOfflineSession({ userId, userName: 'Agent', baseURL: '/api', fetch: noNetwork });
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const shown = renderHook(() => usePendingViews<{ clientId: string; milestoneId: number; amount: number; modeOfPaymentName: string; statusName: string }>(PAYMENTS_BEING_RECORDED));

    // The device's copy is busy (another write holds its sync state): the payment cannot be queued yet.
    let release: () => void = () => undefined;
    let holding: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const busy = session.db.transaction('rw', session.db.meta, () =>
      Dexie.waitFor(
        new Promise<void>((resolve) => {
          release = resolve;
          holding();
        }),
      ),
    );
    await held;
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
      release();
      await busy;
    }
    await act(() => saving);
    const row = await session.db.payments.filter((p) => p.clientId === clientId).first();
    expect(row).toMatchObject({ milestoneId: book.milestoneId, amount: 500 });
    const [queued] = await session.db.outbox.toArray();
    expect(queued?.entityClientId).toBe(clientId);
  });
});
