/**
 * Where the sync worker comes from (issue 10): the shell provides a factory (shell-sync-lazy.tsx, which names the
 * worker's entry, src/app/sync-worker.ts, so Vite bundles it as its own chunk); the offline session starts the
 * engine in it. Without one (tests, a browser without module workers) the engine runs on the page.
 */
let factory: (() => Worker) | null = null;

export function provideSyncWorker(create: () => Worker): void {
  factory = create;
}

export function syncWorkerFactory(): (() => Worker) | null {
  return typeof Worker === 'undefined' ? null : factory;
}
