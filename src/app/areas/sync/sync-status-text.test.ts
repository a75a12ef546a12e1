import { describe, expect, it } from 'vitest';
import { IDLE_STATUS } from '../../lib/offline/sync/sync-status';
import { lastSyncedText, syncSummary, unsyncedSignOutQuestion } from './sync-status-text';

// 14:30 IST on 23 Nov 2026 is 09:00 UTC.
const now = new Date('2026-11-23T09:00:00.000Z');

describe('the sync status in words', () => {
  it('says when the device last synced, in Indian time: the time today, the date before today', () => {
    expect(lastSyncedText('2026-11-23T08:55:00.000Z', now)).toBe('Synced 02:25 PM');
    // 23:30 IST on the 22nd is still 'yesterday' in Kolkata though it is 18:00 UTC.
    expect(lastSyncedText('2026-11-22T18:00:00.000Z', now)).toBe('Synced 22 Nov 2026');
    // 00:10 IST on the 23rd is today in Kolkata though it is the 22nd in UTC.
    expect(lastSyncedText('2026-11-22T18:40:00.000Z', now)).toBe('Synced 12:10 AM');
    expect(lastSyncedText(null, now)).toBe('Not synced yet');
  });

  it('is offline when the device or the engine says so, and counts the work waiting and refused', () => {
    const synced = { ...IDLE_STATUS, lastSyncedAt: '2026-11-23T08:55:00.000Z' };
    expect(syncSummary(synced, true, now)).toEqual({ state: 'Online', tone: 'ok', waiting: null, synced: 'Synced 02:25 PM' });
    expect(syncSummary(synced, false, now)).toMatchObject({ state: 'Offline', tone: 'offline' });
    expect(syncSummary({ ...synced, online: false, pendingCount: 2, failedCount: 1 }, true, now)).toMatchObject({ state: 'Offline', waiting: '3 waiting' });
    expect(syncSummary({ ...synced, rejectedCount: 1, pendingCount: 2 }, true, now)).toMatchObject({ state: 'Online', tone: 'attention', waiting: '1 rejected, 2 waiting' });
    expect(syncSummary({ ...synced, syncing: true }, true, now).state).toBe('Syncing…');
    expect(syncSummary({ ...synced, pausedForSignIn: true }, true, now)).toMatchObject({ state: 'Sign in to sync', tone: 'attention' });
  });

  it('before the page has heard from the server, trusts only an offline browser: Offline, else Connecting, never Online', () => {
    const synced = { ...IDLE_STATUS, lastSyncedAt: '2026-11-23T08:55:00.000Z' };
    expect(syncSummary(synced, false, now, false)).toMatchObject({ state: 'Offline', tone: 'offline' });
    expect(syncSummary(synced, true, now, false)).toMatchObject({ state: 'Connecting…', tone: 'offline' });
    expect(syncSummary({ ...synced, syncing: true }, true, now, false)).toMatchObject({ state: 'Syncing…', tone: 'ok' });
    expect(syncSummary(synced, true, now, true)).toMatchObject({ state: 'Online', tone: 'ok' });
  });

  it('asks before signing out with the number of changes not on the server', () => {
    expect(unsyncedSignOutQuestion(3)).toBe('3 changes have not reached the server yet. Sign out and discard them?');
    expect(unsyncedSignOutQuestion(1)).toBe('1 change has not reached the server yet. Sign out and discard them?');
  });
});
