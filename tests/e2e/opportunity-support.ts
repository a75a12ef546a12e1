import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Rows and pages as the server answers them (only the fields the tests read). */
type Paged<T> = { results: T[]; totalCount: number };
type AccountRow = { accountId: number; accountName: string; clientTypeId: number; statusId: number; cityId: number | null };
type OpportunityRow = { id: number; name: string; kind: string; statusId: number; accountId: number };
type OpportunityPage = OpportunityRow & {
  ownerName: string | null;
  opportunityPackageMappingDetails: { id: number; discountApproved: string; quantity: number; projects: unknown[]; opportunityProductMappingDtos: { productName: string | null }[] }[];
};

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export function opportunityPath(kind: string, id: number): string {
  return kind === 'general' ? `/opportunity/${id}` : `/${kind}-opportunity/${id}`;
}

/**
 * An active account of the signed-in user's book with a legal entity and a contact with an email, of the given client type.
 * Tests running side by side ask for different client types, so they never work on the same account.
 */
export async function findAccountWithParties(page: Page, clientTypeId: number): Promise<AccountRow> {
  const accounts = await json<Paged<AccountRow>>(page.request, '/api/sapna/v1/account/search');
  for (const account of accounts.results.filter((a) => a.clientTypeId === clientTypeId && a.statusId === 1 && a.cityId !== null).reverse()) {
    const entities = await json<Paged<{ active: boolean }>>(page.request, `/api/sapna/v2/account-legal-entity/account/${account.accountId}`);
    const contacts = await json<Paged<{ email: string | null }>>(page.request, `/api/sapna/v1/contact?filters=active==true;accountId==${account.accountId}`);
    if (entities.results.some((e) => e.active) && contacts.results.some((c) => c.email)) return account;
  }
  throw new Error(`no account of client type ${clientTypeId} with a legal entity and a contact`);
}

/**
 * The first of the signed-in user's opportunities (newest first, up to 100 looked at) whose page matches
 * `accept`. Pages are read ten at a time, and reading stops at the first match.
 */
export async function findOpportunity(page: Page, query: string, accept: (opportunity: OpportunityPage) => boolean): Promise<OpportunityPage> {
  const rows = await json<Paged<OpportunityRow>>(page.request, `/api/sapna/v1/opportunity/search?size=100&${query}`);
  for (let i = 0; i < rows.results.length; i += 10) {
    const batch = await Promise.all(rows.results.slice(i, i + 10).map((row) => json<OpportunityPage>(page.request, `/api/sapna/v3/opportunity-page/${row.id}`)));
    const found = batch.find(accept);
    if (found) return found;
  }
  throw new Error(`no opportunity for ${query} matches`);
}

/** The snackbar notice with exactly this text. */
export function notice(page: Page, text: string) {
  return page.locator('[data-notice-kind]', { hasText: text }).first();
}
