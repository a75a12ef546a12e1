/**
 * mulberry32, a tiny 32-bit PRNG: the same seed gives the same sequence on every machine and Node version (integer
 * arithmetic only). The seed's Rng (seed/random.ts) draws from it; the simulated telephony provider and seeded tests
 * use it directly, so a seed replays the same outcomes. A leaf module: it imports nothing.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
