import { lazy } from 'react';
import './sync-providers';
import { offlineStartGate } from '../lib/offline/device/first-screen';

// The offline-first part of the shell (the device database and the sync engine) loads after the first screen,
// so it stays out of the sign-in and home bundle.
// On a page whose first screen paints from what the device remembers, after that paint (lib/offline/device/first-screen.ts).
const load = () => offlineStartGate().then(() => import('../areas/sync/components/shell-sync'));

/** The status's word before the page has heard from the server (sync-status-text.ts CONNECTING; not imported, to keep the sync area out of this chunk). */
export const CONNECTING_STATUS = 'Connecting…';

export const LazySyncStatusIndicator = lazy(() => load().then((m) => ({ default: m.SyncStatusIndicator })));
export const LazyOfflineShellRuntime = lazy(() => load().then((m) => ({ default: m.OfflineShellRuntime })));
