/**
 * What the engine needs from the browser, behind one small interface so tests can drive it:
 * - whether the device believes it is online, and the triggers (online, offline, back to the app);
 * - the cross-tab lock: only one tab syncs at a time (navigator.locks 'console-sync'); without the Web Locks
 *   API every tab may sync, and the server's exactly-once rule keeps the data safe;
 * - the BroadcastChannel 'console-sync' on which the syncing tab tells the others about its progress.
 */
export type SyncBroadcast = { type: 'syncing'; syncing: boolean } | { type: 'changed'; lastSyncedAt: string | null };

export type SyncChannel = {
  post(message: SyncBroadcast): void;
  listen(listener: (message: SyncBroadcast) => void): () => void;
  close(): void;
};

export type SyncTriggers = { online(): void; offline(): void; visible(): void };

export type SyncEnvironment = {
  isOnline(): boolean;
  listen(triggers: SyncTriggers): () => void;
  withLock<T>(fn: () => Promise<T>): Promise<T>;
  openChannel(): SyncChannel | null;
};

export const SYNC_LOCK_NAME = 'console-sync';
export const SYNC_CHANNEL_NAME = 'console-sync';

export function browserEnvironment(): SyncEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    isOnline: () => nav?.onLine ?? true,
    listen(triggers) {
      if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
      const onVisibility = () => {
        if (document.visibilityState === 'visible') triggers.visible();
      };
      window.addEventListener('online', triggers.online);
      window.addEventListener('offline', triggers.offline);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('online', triggers.online);
        window.removeEventListener('offline', triggers.offline);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
    withLock(fn) {
      const locks = nav?.locks;
      // Exclusive and waiting: a tab that wants to sync runs after the current holder (closing a tab frees it).
      return locks?.request ? (locks.request(SYNC_LOCK_NAME, fn) as Promise<Awaited<ReturnType<typeof fn>>>) : fn();
    },
    openChannel() {
      if (typeof BroadcastChannel === 'undefined') return null;
      const channel = new BroadcastChannel(SYNC_CHANNEL_NAME);
      return {
        post: (message) => channel.postMessage(message),
        listen(listener) {
          const handler = (event: MessageEvent) => listener(event.data as SyncBroadcast);
          channel.addEventListener('message', handler);
          return () => channel.removeEventListener('message', handler);
        },
        close: () => channel.close(),
      };
    },
  };
}
