import type { SyncBroadcast, SyncEnvironment, SyncTriggers } from '../lib/offline/sync/sync-environment';
import '../offline-commands'; // the areas' command kinds, as main.tsx provides them

/** A SyncEnvironment tests drive by hand: online flag, triggers, an in-process lock and channel. */
export type ManualEnvironment = SyncEnvironment & {
  online: boolean;
  goOnline(): void;
  goOffline(): void;
  becomeVisible(): void;
  broadcasts: SyncBroadcast[];
};

export function manualEnvironment(): ManualEnvironment {
  const triggers = new Set<SyncTriggers>();
  let lock: Promise<unknown> = Promise.resolve();
  const env: ManualEnvironment = {
    online: true,
    broadcasts: [],
    isOnline: () => env.online,
    listen(t) {
      triggers.add(t);
      return () => triggers.delete(t);
    },
    withLock<T>(fn: () => Promise<T>): Promise<T> {
      const run = lock.catch(() => undefined).then(fn);
      lock = run;
      return run;
    },
    openChannel: () => ({ post: (message) => env.broadcasts.push(message), listen: () => () => undefined, close: () => undefined }),
    goOnline() {
      env.online = true;
      for (const t of triggers) t.online();
    },
    goOffline() {
      env.online = false;
      for (const t of triggers) t.offline();
    },
    becomeVisible() {
      for (const t of triggers) t.visible();
    },
  };
  return env;
}
