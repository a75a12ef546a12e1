import type { Page } from '@playwright/test';
import { formatDate } from '../../src/domain/format/date-time';
import { ONLINE_ONLY_MESSAGE } from '../../src/app/ui/status/online-only-notice';
import { findOpportunity, notice, opportunityPath } from './opportunity-support';
import { pickRecord } from './picker-support';
import { addSavedSession, expect, signInAndWaitForHome, test } from './support';

// Issue 14, ad products: audience maximizer, NP slots, slot availability.

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('audience maximizer', () => {
  test('an agent sees each message for a bad field, keeps the form offline and creates a locality slot with 6 cards', async ({ page, context }) => {
    await signInAndWaitForHome(page, 'agent');
    // Issue 50: a slot is booked on a deal that sold a package with the product.
    const deal = await findOpportunity(
      page,
      'page=0',
      (o) => o.statusId !== 6 && o.statusId !== 7 && o.opportunityPackageMappingDetails.some((m) => m.opportunityProductMappingDtos.some((p) => p.productName === 'Audience Maximizer')),
    );
    await mainMenu(page).getByRole('link', { name: 'Audience Maximizer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audience Maximizer' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Package slots' })).toBeVisible();
    await page.getByRole('link', { name: 'Create slot' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create audience maximizer slot' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Audience maximizer slot' });
    await form.getByRole('button', { name: 'Create slot' }).click();
    await expect(form.getByText('Please enter Audience Maximizer Type')).toBeVisible();
    // Issue 50: a blank amount is not an error (it defaults from the sold package); a typed 0 is (below).

    await form.getByLabel('Audience Maximizer Type').selectOption({ label: 'Project level' });
    // Issue 51: the deal and the projects are picked (a project's id typed finds it first).
    await pickRecord(page, form, 'Opportunity', deal.name, `#${deal.id}`);
    await form.getByLabel('Amount').fill('0');
    await form.getByLabel('Start Date').fill(isoDay(40));
    await form.getByLabel('End Date').fill(isoDay(30));
    await pickRecord(page, form, 'Primary Project', '11', /#11$/);
    for (const id of ['11', '12', '13']) await pickRecord(page, form, 'Competitor projects', id, new RegExp(`#${id}$`));
    await form.getByRole('button', { name: 'Create slot' }).click();
    await expect(form.getByText('Please enter an amount greater than 0')).toBeVisible();
    await expect(form.getByText('Start Date should be earlier than or equal to End Date')).toBeVisible();
    await expect(form.getByText('Please select competitor projects different than the primary project')).toBeVisible();
    await expect(form.getByText('Please enter Target Polygon')).toBeVisible();

    await form.getByLabel('Audience Maximizer Type').selectOption({ label: 'Locality' });
    await form.getByLabel('Amount').fill('45000');
    await form.getByRole('button', { name: 'Create slot' }).click();
    await expect(form.getByText('Please enter Polygon')).toBeVisible();

    // Offline: the screen says so, the button waits, what was typed stays.
    await context.setOffline(true);
    await expect(page.getByText(ONLINE_ONLY_MESSAGE)).toBeVisible();
    await form.getByLabel('Impressions Count').fill('25000');
    await expect(form.getByRole('button', { name: 'Create slot' })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByText(ONLINE_ONLY_MESSAGE)).toHaveCount(0);
    await expect(form.getByLabel('Amount')).toHaveValue('45000');

    await form.getByLabel('Start Date').fill(isoDay(300));
    await form.getByLabel('End Date').fill(isoDay(305));
    await form.getByLabel('City', { exact: true }).selectOption({ index: 1 });
    const polygon = form.getByLabel('Polygon');
    await expect(polygon.locator('option')).not.toHaveCount(1);
    await polygon.selectOption({ index: 1 });
    await form.getByLabel('Locality City').fill('Pune');
    for (let p = 1; p <= 6; p += 1) await form.getByLabel(`Card ${p} title`).fill(`Launch card ${p}`);
    await form.getByRole('button', { name: 'Create slot' }).click();
    await expect(notice(page, 'Slot created successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Audience maximizer slot \d+/ })).toBeVisible();
    await expect(page.getByLabel('Card 6 title')).toHaveValue('Launch card 6');

    await page.getByRole('link', { name: 'Back to the list' }).click();
    await pickRecord(page, page, 'Opportunity', deal.name, `#${deal.id}`);
    await expect(page.getByRole('table', { name: 'Package slots' }).getByRole('row').filter({ hasText: 'Locality' }).first()).toBeVisible();
  });
});

test.describe('NP slots', () => {
  test('from the opportunity page an agent adds a slot, is refused a project without a cover image, swaps a slot; the configured user stops one', async ({ page }) => {
    await addSavedSession(page, 'agent');
    const deal = await findOpportunity(page, 'page=0', (o) => o.opportunityPackageMappingDetails.some((m) => m.opportunityProductMappingDtos.some((p) => /new project/i.test(p.productName ?? ''))));
    await page.goto(opportunityPath(deal.kind, deal.id));
    await page.getByRole('link', { name: 'NP slots' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /NP slots · package mapping \d+/ })).toBeVisible();
    const opmId = Number(/np-slot\/(\d+)/.exec(page.url())?.[1]);

    type Option = { projectId: number; projectName: string; hasCoverImage: boolean; configurations: { price: number | null; flatConfigurationId: number }[] };
    let options: Option[] = [];
    for (const q of ['', 'a', 'e', 'o', 'i', 'u']) {
      const list = (await (await page.request.get(`/api/housingAdvert/np/new-projects?opmId=${opmId}&q=${q}`)).json()) as Option[];
      options = [...options, ...list];
      if (options.some((o) => !o.hasCoverImage) && options.filter((o) => o.hasCoverImage && o.configurations.some((c) => c.price)).length >= 2) break;
    }
    const bare = options.find((o) => !o.hasCoverImage)!;
    const [good, other] = options.filter((o) => o.hasCoverImage && o.configurations.some((c) => c.price));

    const add = page.getByRole('form', { name: 'Add NP slot' });
    await add.getByLabel('Search projects').fill(bare.projectName);
    await add.getByLabel('Project', { exact: true }).selectOption({ label: bare.projectName });
    await expect(add.getByText('Selected Project has no cover image. Please raise a Storm Ticket for the same.')).toBeVisible();

    await add.getByLabel('Search projects').fill(good!.projectName);
    await add.getByLabel('Project', { exact: true }).selectOption({ label: good!.projectName });
    await add.getByLabel('Configuration').selectOption({ index: 1 });
    await add.getByLabel('Start Date').fill(isoDay(500));
    await add.getByLabel('End Date').fill(isoDay(510));
    await add.getByRole('button', { name: 'Add slot' }).click();
    await expect(notice(page, 'Slot added successfully!')).toBeVisible();
    const table = page.getByRole('table', { name: 'NP slots' });
    const row = table.getByRole('row').filter({ hasText: good!.projectName }).filter({ hasText: formatDate(isoDay(500)) });
    await expect(row).toContainText('Pending activation');
    await row.getByRole('button', { name: 'Activate' }).click();
    await expect(row).toContainText('Active');
    await expect(row.getByRole('button', { name: 'Stop' })).toHaveCount(0); // not the configured user

    await row.getByRole('button', { name: 'Swap' }).click();
    const dialog = page.getByRole('dialog', { name: /Swap slot/ });
    await dialog.getByLabel('Search projects').fill(other!.projectName);
    await dialog.getByLabel('Project', { exact: true }).selectOption({ label: other!.projectName });
    await dialog.getByLabel('Configuration').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await expect(notice(page, 'Slot approval request sent successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View the swap approval' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Swap pending approval' }).first()).toBeVisible();

    // The configured user (admin, the demo's setting) stops the slot.
    await addSavedSession(page, 'admin');
    await page.goto(`/np-slot/${opmId}`);
    const adminRow = page.getByRole('table', { name: 'NP slots' }).getByRole('row').filter({ hasText: good!.projectName }).filter({ hasText: formatDate(isoDay(500)) });
    await adminRow.getByRole('button', { name: 'Stop' }).click();
    await expect(adminRow).toContainText('Stopped');
  });
});

test.describe('slot availability', () => {
  test('an agent checks the booked and free slots of a city', async ({ page }) => {
    await signInAndWaitForHome(page, 'agent');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slot Availability' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Slot Availability' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Check availability' });
    await form.getByRole('button', { name: 'Check availability' }).click();
    await expect(page.getByText('Please select a city or a polygon')).toBeVisible();
    await form.getByLabel('City').selectOption({ index: 1 });
    await form.getByLabel('From').fill(isoDay(0));
    await form.getByLabel('To').fill(isoDay(90));
    await form.getByRole('button', { name: 'Check availability' }).click();
    const table = page.getByRole('table', { name: /Audience Maximizer:/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
  });
});
