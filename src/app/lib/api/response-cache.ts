import { cacheExpiresAt, cacheKey, isCacheEntryFresh, validateCacheExpiry } from '../../../domain/cache/cache-expiry';

/**
 * The API client's optional response cache (spec 000 §1, §9): responses kept in browser storage under a key
 * made of the request's URL and body, each until its expiry (24 hours unless the caller says otherwise).
 * Writing with an invalid expiry throws 'Cache expiry timestamp is invalid'. A stored entry that cannot be
 * read (corrupt, or with an invalid expiry) is dropped and counts as a miss: the cache is only ever a cache.
 */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

type StoredEntry = { expiresAt: unknown; value: unknown };

const PREFIX = 'api-cache:';

export type ResponseCache = {
  get<T>(url: string, body?: unknown): T | undefined;
  set(url: string, body: unknown, value: unknown, ttlMs?: number): void;
  /** Removes every expired or unreadable entry. */
  prune(): void;
  clear(): void;
};

export function createResponseCache(storage: CacheStorage, now: () => number = Date.now): ResponseCache {
  const storageKey = (url: string, body: unknown) => PREFIX + cacheKey(url, body);

  function read(key: string): StoredEntry | undefined {
    const text = storage.getItem(key);
    if (text === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && 'expiresAt' in parsed && 'value' in parsed) return parsed as StoredEntry;
    } catch {
      // fall through: unreadable
    }
    storage.removeItem(key);
    return undefined;
  }

  function fresh(key: string, entry: StoredEntry): boolean {
    if (validateCacheExpiry(entry.expiresAt) !== null || !isCacheEntryFresh(entry.expiresAt, now())) {
      storage.removeItem(key);
      return false;
    }
    return true;
  }

  function ownKeys(): string[] {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    return keys;
  }

  const cache: ResponseCache = {
    get<T>(url: string, body?: unknown): T | undefined {
      const key = storageKey(url, body);
      const entry = read(key);
      return entry && fresh(key, entry) ? (entry.value as T) : undefined;
    },
    set(url, body, value, ttlMs) {
      // Throws CacheExpiryError ('Cache expiry timestamp is invalid') before anything is written.
      const expiresAt = cacheExpiresAt(now(), ttlMs);
      const text = JSON.stringify({ expiresAt, value });
      const key = storageKey(url, body);
      try {
        storage.setItem(key, text);
      } catch {
        // Storage full: make room by dropping stale entries, then try once more; a cache that cannot
        // store simply misses next time.
        cache.prune();
        try {
          storage.setItem(key, text);
        } catch {
          /* still full: skip caching this response */
        }
      }
    },
    prune() {
      for (const key of ownKeys()) {
        const entry = read(key);
        if (entry) fresh(key, entry);
      }
    },
    clear() {
      for (const key of ownKeys()) storage.removeItem(key);
    },
  };
  return cache;
}
