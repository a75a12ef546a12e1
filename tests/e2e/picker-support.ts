import type { Locator, Page } from '@playwright/test';
import { expect } from './support';

/**
 * Picks a record in a type-ahead picker (issue 51): types part of its name into the combobox labelled `label`, then
 * picks the offered option holding `option` (its name, or what its detail line names, e.g. '#123').
 */
export async function pickRecord(page: Page, scope: Page | Locator, label: string, typed: string, option: string | RegExp = typed): Promise<void> {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.fill(typed);
  const choice = page.getByRole('option').filter({ hasText: option }).first();
  await expect(choice).toBeVisible();
  await choice.click();
  await expect(page.getByRole('listbox')).toBeHidden();
}
