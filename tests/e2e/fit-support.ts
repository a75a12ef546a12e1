import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { pickAccount } from './accounts-support';
import { opportunityPath } from './opportunity-support';
import { expect } from './support';

// Issue 51, "Tests and figures": a screen fits its window, its actions can be tapped where they are, and axe finds
// nothing serious. One copy of each check, for the walks that use them (list-screens.spec.ts, field-pages.phone.spec.ts,
// screen-fit.spec.ts).

/** The two windows of the issue: a 1366×900 desktop and a 390×844 phone. */
export const FIT_VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/** How many pixels the page scrolls sideways (0 when it fits its window). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/** The page scrolls no wider than the window, and each locator is on the screen where a finger can reach it. */
export async function fitsAndReachable(page: Page, targets: Locator[]): Promise<void> {
  expect(await sidewaysOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
  const width = page.viewportSize()!.width;
  for (const target of targets) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    expect(box, `${target.toString()} is drawn`).not.toBeNull();
    expect(box!.x, `${target.toString()} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${target.toString()} ends on screen`).toBeLessThanOrEqual(width);
    await target.click({ trial: true });
  }
}

/**
 * Every visible button of the page's main part (or of `scope`, e.g. an open dialog), scrolled to the middle of the
 * screen, is what a tap at its centre hits: the ones off the screen or under something else, by name.
 */
export async function buttonsNotTappable(page: Page, scope = 'main'): Promise<string[]> {
  return page.locator(scope).evaluate((root) => {
    const misses: string[] = [];
    for (const button of Array.from(root.querySelectorAll('button'))) {
      if (button.getClientRects().length === 0 || getComputedStyle(button).visibility === 'hidden') continue;
      button.scrollIntoView({ block: 'center', inline: 'center' });
      const box = button.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
      if (box.left < 0 || box.right > window.innerWidth) misses.push(`${name}: off the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      else if (!hit || !button.contains(hit)) misses.push(`${name}: a tap lands on ${hit?.tagName.toLowerCase() ?? 'nothing'} ${(hit?.textContent ?? '').trim().slice(0, 30)}`);
    }
    window.scrollTo(0, 0);
    return misses;
  });
}

/**
 * axe's serious and critical findings (WCAG 2.x A and AA), and the two the issue found outside those tags; of the
 * whole page, or of the part `include` selects (a walk reads the shell once and each screen's main part after it).
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder
    .options({ rules: { 'landmark-unique': { enabled: true }, 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'landmark-unique' || v.id === 'label-content-name-mismatch')
    .map((v) => `${v.id} (${v.impact ?? '?'}) ×${v.nodes.length}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const KINDS = ['general', 'broker', 'builder', 'owner', 'tenant'] as const;

type Paged<T> = { results: T[] };
type OpportunityRow = { id: number; kind: string };
type Milestone = { termsheetId: number; paymentDetails: { id: number }[] };

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The pages of the agent's day, with real ids: an account, one opportunity of each kind (one with milestones
 * and payments where the book has one, so the wide tables are there), a termsheet and a payment.
 */
export async function fieldPages(page: Page): Promise<string[]> {
  const account = await pickAccount(page, (a) => a.statusId === 1);
  const mine = await getJson<Paged<OpportunityRow>>(page, '/api/sapna/v1/opportunity/search?mine=true&size=100');
  const paths: string[] = [];
  let termsheetId = 0;
  let paymentId = 0;
  for (const kind of KINDS) {
    const ofKind = mine.results.filter((o) => o.kind === kind).slice(0, 8);
    const first = ofKind[0];
    if (!first) throw new Error(`the agent has no ${kind} opportunity`);
    let chosen = first;
    for (const candidate of ofKind) {
      const milestones = await getJson<Paged<Milestone>>(page, `/api/sapna/v1/milestone?opportunityId=${candidate.id}`);
      const paid = milestones.results.find((m) => m.paymentDetails.length > 0);
      if (paid) {
        chosen = candidate;
        termsheetId ||= paid.termsheetId;
        paymentId ||= paid.paymentDetails[0]?.id ?? 0;
        break;
      }
    }
    paths.push(opportunityPath(kind, chosen.id));
  }
  if (!termsheetId || !paymentId) throw new Error('no opportunity of the agent has a milestone with a payment');
  return ['/my-accounts', `/account/${account.accountId}`, ...paths, `/termsheet/${termsheetId}`, `/payment/${paymentId}`, '/outbox'];
}
