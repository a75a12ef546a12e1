import { lazy } from 'react';

// The offline-first part of the shell (the device database and the sync engine) loads after the first screen,
// so it stays out of the sign-in and home bundle.
const load = () => import('../areas/sync/components/shell-sync');

export const LazySyncStatusIndicator = lazy(() => load().then((m) => ({ default: m.SyncStatusIndicator })));
export const LazyOfflineShellRuntime = lazy(() => load().then((m) => ({ default: m.OfflineShellRuntime })));
