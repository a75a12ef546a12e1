import { expect, type Page } from '@playwright/test';

/** A my-accounts row as the server answers it (only the fields the tests read). */
export type AccountRow = {
  accountId: number;
  accountName: string;
  clientTypeId: number;
  statusId: number;
  agentId: number | null;
  agentName: string | null;
  housingProfileId: string | null;
};
type Paged<T> = { results: T[]; totalCount: number };

/** The signed-in user's accounts as the server lists them (first 100; most recently updated first unless `query` sorts). */
export async function myAccounts(page: Page, query = ''): Promise<AccountRow[]> {
  const response = await page.request.get(`/api/sapna/v1/account/search${query ? `?${query}` : ''}`);
  expect(response.ok(), `account search answered ${response.status()}`).toBe(true);
  return ((await response.json()) as Paged<AccountRow>).results;
}

/**
 * An account of the signed-in user's book picked by a rule. The opportunity tests work on builder (1) and
 * broker (2) accounts; these tests take financial-institution (4), marketing-agency (5) and owner (3) ones, each
 * test a different one, so tests running side by side never change the same account.
 */
export async function pickAccount(page: Page, accept: (account: AccountRow) => boolean, nth = 0): Promise<AccountRow> {
  // By id, not by last update: another test's change must not reorder the candidates.
  const found = (await myAccounts(page, 'sort=accountId&order=asc')).filter(accept);
  const account = found[nth];
  if (!account) throw new Error(`no account #${nth} matches (found ${found.length})`);
  return account;
}

/** The snackbar notice with this text. */
export function notice(page: Page, text: string) {
  return page.locator('[data-notice-kind]', { hasText: text }).first();
}

/** A unique-enough suffix, letters only (names must be letters and digits). */
export function uniqueWord(): string {
  return Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
}
