import { CACHE_EXPIRY_INVALID_MESSAGE } from '../errors/messages';
import { CACHE_DEFAULT_EXPIRY_MS } from '../reference/limits';

/** The API client's optional response cache (spec 000 §1/§9, 002 §7): key by url and body, 24 h by default. */

export class CacheExpiryError extends Error {
  constructor() {
    super(CACHE_EXPIRY_INVALID_MESSAGE);
    this.name = 'CacheExpiryError';
  }
}

function isValidTimestamp(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && !Number.isNaN(new Date(value).getTime());
}

/** null when the expiry timestamp (epoch ms) is usable, else 'Cache expiry timestamp is invalid'. */
export function validateCacheExpiry(expiresAt: unknown): string | null {
  return isValidTimestamp(expiresAt) ? null : CACHE_EXPIRY_INVALID_MESSAGE;
}

/**
 * When an entry written now expires. `ttlMs` defaults to 24 hours; a ttl that is not a finite positive
 * number, or a result that is not a valid timestamp, throws CacheExpiryError.
 */
export function cacheExpiresAt(nowMs: number, ttlMs: number = CACHE_DEFAULT_EXPIRY_MS): number {
  if (typeof ttlMs !== 'number' || !Number.isFinite(ttlMs) || ttlMs <= 0) throw new CacheExpiryError();
  const expiresAt = nowMs + ttlMs;
  if (!isValidTimestamp(expiresAt)) throw new CacheExpiryError();
  return expiresAt;
}

/** A stored entry is fresh until its expiry; an invalid expiry throws CacheExpiryError. */
export function isCacheEntryFresh(expiresAt: unknown, nowMs: number): boolean {
  if (!isValidTimestamp(expiresAt)) throw new CacheExpiryError();
  return nowMs < expiresAt;
}

/** JSON with object keys sorted at every depth, so equal bodies give equal text whatever their key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const record = inner as Record<string, unknown>;
    return Object.fromEntries(Object.keys(record).sort().map((k) => [k, record[k]]));
  }) ?? '';
}

/** The cache key of a request: its url and the stable JSON of its body ('' without a body). */
export function cacheKey(url: string, body?: unknown): string {
  return `${url}|${body === undefined ? '' : stableJson(body)}`;
}
