import { accountMatchRank, accountQueryTerms, matchesAccountQuery } from '../../../../domain/accounts/account-query';
import { byMatchRank } from '../../../../domain/search/match-rank';
import { isContactVisible } from '../../../../domain/contacts/contact-types';
import { totalAccountValue } from '../../../../domain/opportunities/derived-amounts';
import { stageBucketOf } from '../../../../domain/opportunities/statuses';
import { ACCOUNT_SEARCH_PAGE_SIZE } from '../../../../domain/reference/limits';
import type { AccountSearchResult, Paged } from '../data/account-types';
import type { MyAccountsSearch } from '../data/my-accounts-search';
import type { MirrorDb } from '../../../lib/offline/device/db';
import type { AccountRow, ContactRow, OpportunityRow } from '../../../lib/offline/device/mirror-rows';
import { collectedAmounts } from '../../../lib/offline/device/collected-amounts';
import { rowsByKeys } from '../../../lib/offline/device/rows-by-keys';
import { compareText, oldestIdFirst, pageOf, sumOf } from '../../../lib/offline/device/mirror-order';
import { pageIndexOf } from '../../../lib/list/page-base';

// my-accounts (GET /sapna/v1/account/search) answered from the mirror, in the server's shape and order
// (src/server/modules/accounts/account-search.*). The mirror holds exactly the user's scope, so "in scope" is "in
// the mirror". Apart from the account page's query (queries.ts): this module is on the offline start's path to the
// first rows, and imports nothing that builds zod schemas (issue 10).

type Sort = NonNullable<MyAccountsSearch['sort']>;

/** The server's ORDER BY: the column, then the id in the same direction (the name compares lower-cased, byte order). */
function comparator(sort: Sort, order: 'asc' | 'desc'): (a: AccountRow, b: AccountRow) => number {
  const direction = order === 'asc' ? 1 : -1;
  const column = (a: AccountRow, b: AccountRow): number => {
    if (sort === 'accountName') return compareText(a.name.toLowerCase(), b.name.toLowerCase());
    if (sort === 'createdAt') return compareText(a.createdAt, b.createdAt);
    if (sort === 'updatedAt') return compareText(a.updatedAt, b.updatedAt);
    return 0;
  };
  return (a, b) => direction * (column(a, b) || oldestIdFirst(a.accountId, b.accountId));
}

/** The accounts of the user's scope matching the my-accounts filters, 100 a page (page in the URL counts from 1). */
export async function searchMirrorAccounts(db: MirrorDb, search: MyAccountsSearch): Promise<Paged<AccountSearchResult>> {
  markStart('accounts-query');
  try {
    return await searchAccountsIn(db, search);
  } finally {
    markStart('accounts-query-done');
  }
}

/** A User Timing mark of the offline start ('offline-session:<step>'; the offline benchmark prints them). */
function markStart(step: string): void {
  try {
    performance.mark(`offline-session:${step}`);
  } catch {
    // No User Timing.
  }
}

async function searchAccountsIn(db: MirrorDb, search: MyAccountsSearch): Promise<Paged<AccountSearchResult>> {
  const q = search.q?.trim();
  const page = pageIndexOf(search.page);
  const size = ACCOUNT_SEARCH_PAGE_SIZE;
  const sort: Sort = search.sort ?? 'updatedAt';
  // The screen sends an order only with a sort (accountSearchQuery); without one the server's default applies.
  const order = search.sort ? (search.order ?? 'asc') : 'desc';
  const unfiltered = !q && search.cityId === undefined && search.clientStatusId === undefined && search.agentId === undefined;
  if (unfiltered && (sort === 'updatedAt' || sort === 'accountId')) {
    // The whole scope in an indexed order (ties on updatedAt by id, as the server): read only the page.
    const ordered = sort === 'updatedAt' ? db.accounts.orderBy('updatedAt') : db.accounts.toCollection();
    const [totalCount, rows] = await Promise.all([
      db.accounts.count(),
      (order === 'desc' ? ordered.reverse() : ordered).offset(page * size).limit(size).toArray(),
    ]);
    markStart('accounts-page');
    return { results: await presentSearchRows(db, rows, rows.length === totalCount), totalCount, page, size };
  }
  const inFilters = (a: AccountRow) =>
    (search.agentId === undefined || a.agentId === search.agentId) &&
    (search.cityId === undefined || a.cityId === search.cityId) &&
    (search.clientStatusId === undefined || a.clientStatusId === search.clientStatusId);
  const matching = q
    ? (await accountsMatching(db, q)).filter(inFilters)
    : await (search.agentId !== undefined ? db.accounts.where('agentId').equals(search.agentId) : db.accounts.toCollection()).filter(inFilters).toArray();
  // Typed into the search box with no column chosen: the best matches first, as the server ranks them (issue 55).
  if (q && !search.sort) {
    // Each account's rank once, not twice a comparison (a letter typed matches hundreds).
    const ranks = new Map(matching.map((a) => [a.accountId, accountMatchRank(a, q)]));
    matching.sort(byMatchRank((a: AccountRow) => ranks.get(a.accountId) ?? null, comparator(sort, order)));
  } else matching.sort(comparator(sort, order));
  markStart('accounts-matched');
  const rows = pageOf(matching, page, size);
  return { results: await presentSearchRows(db, rows), totalCount: matching.length, page, size };
}

/**
 * The accounts q matches (matchesAccountQuery), read from the indexes made for it (db.ts version 7, issue 55): the
 * lower-cased name's prefix (`_nameKey`), the housing profile id, and the account id.
 */
async function accountsMatching(db: MirrorDb, q: string): Promise<AccountRow[]> {
  const terms = accountQueryTerms(q);
  const [byName, byProfile, byId] = await Promise.all([
    db.accounts.where('_nameKey').startsWith(terms.lowerNamePrefix).toArray(),
    db.accounts.where('housingProfileId').equals(terms.housingProfileId).toArray(),
    terms.accountId === null ? undefined : db.accounts.get(terms.accountId),
  ]);
  const found = new Map<number, AccountRow>();
  for (const a of [...byName, ...byProfile, ...(byId ? [byId] : [])]) found.set(a.accountId, a);
  return [...found.values()].filter((a) => matchesAccountQuery(a, q));
}

/**
 * The page's rows in the server's shape. `everyAccount`: the page holds every account of the copy (a book of up to
 * 100 accounts), and the copy holds exactly the user's scope, so the contacts, opportunities and payments of the
 * page are whole tables: one request each instead of one per account and table (a fresh device's switch to its copy
 * read 61 accounts in 183 requests, about half a second of the phone's main thread, issue 10). Same rows, same
 * order within an account (by id).
 */
async function presentSearchRows(db: MirrorDb, rows: AccountRow[], everyAccount = false): Promise<AccountSearchResult[]> {
  const ids = rows.map((a) => a.accountId);
  const [contacts, opportunities, collected] = await db.transaction('r', [db.contacts, db.opportunities, db.payments], () =>
    everyAccount
      ? Promise.all([db.contacts.toArray(), db.opportunities.toArray(), collectedAmounts(db, { everyAccount: true })])
      : Promise.all([rowsByKeys(db.contacts, 'accountId', ids), rowsByKeys(db.opportunities, 'accountId', ids), collectedAmounts(db, { accountIds: ids })]),
  );
  markStart('accounts-figures-read');
  return rows.map((account) => {
    const phones = contacts
      .filter((c: ContactRow) => c.accountId === account.accountId && c.active && c.phone !== null && isContactVisible(c))
      .sort((a, b) => oldestIdFirst(a.id, b.id))
      .map((c) => c.phone as string);
    const own = opportunities.filter((o: OpportunityRow) => o.accountId === account.accountId);
    const bucket = (o: OpportunityRow) => stageBucketOf(o.statusId);
    return {
      accountId: account.accountId,
      accountName: account.name,
      housingProfileId: account.housingProfileId,
      cityId: account.cityId,
      cityName: account.cityName,
      agentId: account.agentId,
      agentName: account.agentName,
      pocContactNumbers: phones,
      dealValue: totalAccountValue(own),
      collectedAmount: sumOf(own, (o) => collected.get(o.id) ?? 0),
      closedOpportunities: own.filter((o) => bucket(o) === 'closed').length,
      activeOpportunities: own.filter((o) => bucket(o) === 'open').length,
      clientTypeId: account.clientTypeId,
      clientStatusId: account.clientStatusId,
      statusId: account.statusId,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
      accountWalletAmount: account.accountWalletAmount,
    };
  });
}
