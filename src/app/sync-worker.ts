// The sync worker's entry (issue 10, "Sync in a worker"): the composition root of the worker, as
// offline-commands.ts is the page's. It provides the areas' offline command kinds (rebase re-applies queued
// commands, so the engine needs them) and hosts the sync engine (lib/offline/worker/sync-worker-host.ts).
// Started by the shell: shell/shell-sync-lazy.tsx.
// First, as in main.tsx: zod parses without `new Function` (the CSP refuses it; the worker has the page's policy).
import './lib/zod-jitless';
import './offline-commands';
import { hostSyncEngine } from './lib/offline/worker/sync-worker-host';

hostSyncEngine();
