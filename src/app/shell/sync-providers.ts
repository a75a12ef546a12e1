import { provideCommandKinds } from '../lib/offline/outbox/command-registry';
import { provideSyncWorker } from '../lib/offline/worker/sync-worker-provider';

// The composition root of the offline half (imported by shell-sync-lazy.tsx and offline-runtime.ts, whichever
// loads first): the areas' offline commands (and their schemas) load with the first sync or queued write.
provideCommandKinds(() => import('../offline-commands').then((m) => m.COMMAND_KINDS));

// The sync engine runs in a dedicated worker (issue 10): its own chunk, loaded when the offline session starts.
provideSyncWorker(() => new Worker(new URL('../sync-worker.ts', import.meta.url), { type: 'module', name: 'sync' }));
