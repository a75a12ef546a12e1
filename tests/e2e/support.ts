import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/** Signs in through the sign-in screen as a person would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAndWaitForHome(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await expect(page).toHaveURL(/\/home$/);
}
