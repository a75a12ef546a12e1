// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERENCE_DATA_KEYS } from '../../../domain/reference/reference-keys';
import { openMirror } from '../offline/device/db';
import { endOfflineSession, startOfflineSession } from '../offline/session/offline-session';
import { writePrimedCopy } from '../../testing/mirror-fixtures';
import { fetchReferenceData, referenceOnDevice } from './use-reference-data';

// The network is an edge: here it never answers, as on a phone with no signal.
const requests: string[] = [];
const noNetwork: typeof fetch = async (input) => {
  requests.push(String(input));
  throw new TypeError('Failed to fetch');
};

/** Every list of the reference data, as the sync's reference row carries them (each its own entry on the device). */
const LISTS = Object.fromEntries(REFERENCE_DATA_KEYS.map((key) => [key, key === 'paymentModes' ? [{ id: 2, name: 'Online payment link' }] : []]));

let users = 1200;

afterEach(async () => {
  await endOfflineSession();
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('reference data', () => {
  it('on an app opened with no network, comes from the device copy (the payment form has its modes)', async () => {
    const userId = ++users;
    await writePrimedCopy(userId);
    const device = openMirror(userId);
    await device.reference.bulkPut(Object.entries(LISTS).map(([key, value]) => ({ key, value })));
    device.close();
    vi.stubGlobal('fetch', noNetwork);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await startOfflineSession({ userId, userName: 'Agent', baseURL: '/api', fetch: noNetwork });

    const data = await fetchReferenceData();
    expect(data.paymentModes).toEqual([{ id: 2, name: 'Online payment link' }]);
    expect(requests.filter((url) => url.includes('reference-data'))).toEqual([]);
  });

  it('a copy that lacks a list does not answer (the server is asked instead)', async () => {
    const userId = ++users;
    await writePrimedCopy(userId);
    const device = openMirror(userId);
    await device.reference.bulkPut(Object.entries(LISTS).map(([key, value]) => ({ key, value })));
    expect((await referenceOnDevice(device))?.paymentModes).toEqual([{ id: 2, name: 'Online payment link' }]);
    await device.reference.delete('paymentStatuses');
    expect(await referenceOnDevice(device)).toBeUndefined();
    device.close();
  });
});
