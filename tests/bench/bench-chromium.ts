// What every benchmark's Chromium is launched with beside its own arguments.
import { disableFeaturesArg } from '../e2e/chromium-features';

const CHROMIUM = process.env.BENCH_CHROMIUM || '/usr/bin/chromium';

/**
 * Playwright's --disable-features list plus the omnibox popup's (tests/e2e/chromium-features.ts): headless, each new
 * window loads that WebUI page in a renderer of its own, which took CPU from the measured page on a 2-core host.
 * BENCH_KEEP_OMNIBOX_POPUP=1 measures with it, as the benchmarks did before 2026-12-01.
 */
export async function benchFeatureArgs(): Promise<string[]> {
  if (process.env.BENCH_KEEP_OMNIBOX_POPUP === '1') return [];
  return [await disableFeaturesArg(CHROMIUM)];
}
