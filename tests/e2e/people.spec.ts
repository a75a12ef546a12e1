import { addSavedSession, expect, test } from './support';

// Issue 13, people: user management (Admin), rm-migration (teams), agent and team performance.

test('an admin creates a user (department 16), finds no virtual number for them, and HRIS knows no such employee', async ({ page }) => {
  await addSavedSession(page, 'admin');
  await page.goto('/user-management');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  const stamp = Date.now().toString().slice(-6);
  const name = `Nisha Test${stamp}`;
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(`nisha.${stamp}@example.test`);
  await dialog.getByLabel('Employee code').fill(`NOPE${stamp}`);
  await dialog.getByLabel('Phone').fill(`98765${stamp.slice(0, 5)}`);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();

  await page.getByLabel('Search users').fill(name);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('16');
  await row.getByRole('button', { name: `Virtual number of ${name}` }).click();
  await expect(page.getByRole('dialog').getByText('No virtual Number present')).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: `HRIS details of NOPE${stamp}` }).click();
  await expect(row).toContainText('No employee exists with this id');
});

test('a manager moving accounts sees the entity-id alerts before anything is sent', async ({ page }) => {
  await addSavedSession(page, 'manager');
  await page.goto('/rm-migration');
  await expect(page.getByRole('heading', { level: 1, name: 'RM Migration' })).toBeVisible();
  const reassign = page.getByRole('button', { name: 'Reassign accounts' });
  const alert = page.getByRole('region', { name: 'Accounts to move' }).getByRole('alert');
  await reassign.click();
  await expect(alert).toContainText('Please Select Department');
  await page.getByLabel('Department').selectOption({ index: 1 });
  await page.getByLabel('Branch').selectOption({ index: 1 });
  await page.getByLabel('Domain').selectOption({ index: 1 });
  await page.getByLabel('Entity name').selectOption({ index: 1 });
  await page.getByLabel('Entity IDs').fill('12,,34');
  await reassign.click();
  await expect(alert).toContainText('Please enter not more than 1 consecutive comma');
  await page.getByLabel('Entity IDs').fill('12,034');
  await reassign.click();
  await expect(alert).toContainText('Please enter digits without leading zeros');
});

test("an agent reads their own performance; an admin's team performance has 'Packages Activated'", async ({ page }) => {
  await addSavedSession(page, 'agent');
  await page.goto('/agent/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Performance' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Agent Performance' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Packages Activated' })).toHaveCount(0);

  await addSavedSession(page, 'admin');
  await page.goto('/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Performance' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Packages Activated' })).toBeVisible();
});
