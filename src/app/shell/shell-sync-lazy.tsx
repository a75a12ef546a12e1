import { lazy } from 'react';
import { provideCommandKinds } from '../lib/offline/command-registry';
import { provideSyncWorker } from '../lib/offline/sync-worker-provider';

// The offline-first part of the shell (the device database and the sync engine) loads after the first screen,
// so it stays out of the sign-in and home bundle.
const load = () => import('../areas/sync/components/shell-sync');

// The areas' offline commands (and their schemas) load with the first sync or queued write, like the engine.
provideCommandKinds(() => import('../offline-commands').then((m) => m.COMMAND_KINDS));

// The sync engine runs in a dedicated worker (issue 10): its own chunk, loaded when the offline session starts.
provideSyncWorker(() => new Worker(new URL('../sync-worker.ts', import.meta.url), { type: 'module', name: 'sync' }));

/** The status's word before the page has heard from the server (sync-status-text.ts CONNECTING; not imported, to keep the sync area out of this chunk). */
export const CONNECTING_STATUS = 'Connecting…';

export const LazySyncStatusIndicator = lazy(() => load().then((m) => ({ default: m.SyncStatusIndicator })));
export const LazyOfflineShellRuntime = lazy(() => load().then((m) => ({ default: m.OfflineShellRuntime })));
