/**
 * Retry delays for pushes and pulls that got no answer, a 5xx or a 429 (SYNC.md: "backoff and jitter (1 s to
 * 32 s)"): the n-th consecutive failure waits base·2^(n−1) with base 1 s, jittered by ±25 %, and always within
 * [1 s, 32 s]. `random` is Math.random unless a test passes its own.
 */
export const BACKOFF_MIN_MS = 1_000;
export const BACKOFF_MAX_MS = 32_000;

export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 10);
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** exponent);
  const jittered = base * (0.75 + 0.5 * random());
  return Math.round(Math.min(BACKOFF_MAX_MS, Math.max(BACKOFF_MIN_MS, jittered)));
}
