import type { Page } from '@playwright/test';
import { ONLINE_ONLY_MESSAGE } from '../../src/app/ui/status/online-only-notice';
import { expect, signInAndWaitForHome, test } from './support';

// Issue 14: the ad-product configuration (all field messages together) and the flat panel (order per city).

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('an admin edits a config section, sees every message together, then saves; offline the values are kept', async ({ page, context }) => {
  await signInAndWaitForHome(page, 'admin');
  await mainNav(page).getByRole('link', { name: 'Ad Product Config' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ad Product Config' })).toBeVisible();
  const section = page.getByRole('form', { name: 'Audience Maximizer configuration' });
  await expect(section.getByLabel('Max cards')).toHaveValue('6');

  await section.getByLabel('Max cards').fill('9');
  await section.getByLabel('Default duration (days)').fill('');
  await section.getByLabel('Price per day (₹)').fill('lots');
  await section.getByRole('button', { name: 'Save Audience Maximizer' }).click();
  const problems = section.getByRole('alert', { name: 'Audience Maximizer problems' });
  await expect(problems).toContainText('Max cards: Max cards should be between 1 and 6');
  await expect(problems).toContainText('Default duration: This field is required.');
  await expect(problems).toContainText('Price per day: Please enter a number');

  await context.setOffline(true);
  await expect(page.getByText(ONLINE_ONLY_MESSAGE)).toBeVisible();
  await section.getByLabel('Max cards').fill('5');
  await expect(section.getByRole('button', { name: 'Save Audience Maximizer' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByText(ONLINE_ONLY_MESSAGE)).toHaveCount(0);
  await expect(section.getByLabel('Max cards')).toHaveValue('5');

  await section.getByLabel('Default duration (days)').fill('45');
  await section.getByLabel('Price per day (₹)').fill('2750.50');
  await section.getByRole('button', { name: 'Save Audience Maximizer' }).click();
  await expect(page.getByText('Configuration saved')).toBeVisible();
  await expect(problems).toHaveCount(0);
  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Audience Maximizer configuration' });
  await expect(reloaded.getByLabel('Max cards')).toHaveValue('5');
  await expect(reloaded.getByLabel('Default duration (days)')).toHaveValue('45');
  await expect(reloaded.getByText(/Last saved .* by /)).toBeVisible();
});

test("an admin orders the flat-panel projects of a city", async ({ page }) => {
  await signInAndWaitForHome(page, 'admin');
  // The demo seeds the flat panel of the city with the most projects: find it as the screen would.
  const reference = (await (await page.request.get('/api/sapna/v1/reference-data')).json()) as { cities: { id: number; name: string }[] };
  let city: { id: number; name: string } | undefined;
  let names: string[] = [];
  for (const c of reference.cities) {
    const panel = (await (await page.request.get(`/api/housingAdvert/api/v0/flat-panel?city_id=${c.id}`)).json()) as { projects: { project_name: string }[] };
    if (panel.projects.length >= 3) {
      city = c;
      names = panel.projects.map((p) => p.project_name);
      break;
    }
  }
  expect(city, 'a seeded flat panel').toBeDefined();

  await mainNav(page).getByRole('link', { name: 'Flat Panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flat Panel' })).toBeVisible();
  await page.getByLabel('City').selectOption({ label: city!.name });
  const order = page.getByRole('list', { name: 'Flat panel order' });
  await expect(order.getByRole('listitem')).toHaveCount(names.length);
  await expect(order.getByRole('listitem').first()).toHaveAccessibleName(`1. ${names[0]}`);

  // The second project goes first; a reversed date range is refused at its row.
  await page.getByRole('button', { name: `Move ${names[1]} up` }).click();
  await expect(order.getByRole('listitem').first()).toHaveAccessibleName(`1. ${names[1]}`);
  const start = page.getByLabel(`Start date of ${names[0]}`);
  const startValue = await start.inputValue();
  await page.getByLabel(`End date of ${names[0]}`).fill('2020-01-01');
  await page.getByRole('button', { name: 'Save flat panel' }).click();
  await expect(page.getByText('Start Date should be earlier than or equal to End Date')).toBeVisible();
  await page.getByLabel(`End date of ${names[0]}`).fill(startValue);
  await page.getByRole('button', { name: 'Save flat panel' }).click();
  await expect(page.getByText('Flat panel saved')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('list', { name: 'Flat panel order' });
  await expect(reloaded.getByRole('listitem').nth(0)).toHaveAccessibleName(`1. ${names[1]}`);
  await expect(reloaded.getByRole('listitem').nth(1)).toHaveAccessibleName(`2. ${names[0]}`);
  await expect(page.getByText(/Last saved .* by /)).toBeVisible();
});
