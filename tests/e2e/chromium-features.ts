// Chromium features the browser tests turn off, beside Playwright's own list.
import { chromium } from '@playwright/test';

/**
 * Chromium's top-chrome omnibox popup is a WebUI page of its own: every new browser window (a test's fresh
 * context) loads it in a separate renderer, even headless, where no popup is ever shown. It cost about 2.4 s of
 * CPU in a 4-second manager test, as much as the app's own renderer (a trace of reports and approvals screens,
 * 2026-12-01), on a CI machine whose two cores the tests already keep busy.
 */
export const TEST_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Playwright's default --disable-features list merged with ours. Chromium keeps the last --disable-features switch
 * only (one given after Playwright's replaces it), so ours must repeat Playwright's: it is read from the arguments
 * Playwright launches Chromium with, not copied, so an upgrade of Playwright keeps its list.
 */
export async function mergedDisabledFeatures(executablePath: string): Promise<string> {
  const server = await chromium.launchServer({ executablePath, args: ['--headless', '--no-sandbox'] });
  try {
    const own = server.process().spawnargs.find((arg) => arg.startsWith('--disable-features='));
    const playwrights = own ? own.slice('--disable-features='.length).split(',').filter(Boolean) : [];
    return [...new Set([...playwrights, ...TEST_DISABLED_FEATURES])].join(',');
  } finally {
    await server.close();
  }
}

let merged: Promise<string> | undefined;

/**
 * The --disable-features switch for a Chromium launched by Playwright outside the test runner (the benchmarks):
 * the same merged list, read once. Their measured page otherwise shares the host's cores with the popup's renderer
 * while it loads, which a phone's browser does not have.
 */
export async function disableFeaturesArg(executablePath: string): Promise<string> {
  merged ??= mergedDisabledFeatures(executablePath);
  return `--disable-features=${await merged}`;
}
