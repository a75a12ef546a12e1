import { call } from '../../../lib/api/call';
import { accountSearchQuery, type MyAccountsSearch } from './my-accounts-search';
import { saveBlob } from '../../../lib/download';
import { loadAccountEndpoints } from './account-endpoints';

/**
 * GET /api/sapna/v1/account/search.csv with the filters on screen: every matching account (not just the page),
 * saved as my-accounts.csv. The file is fetched through the API client so a failure shows as a notice.
 */
export async function exportAccountsCsv(search: MyAccountsSearch): Promise<void> {
  const { page: _page, ...query } = accountSearchQuery(search);
  const csv = await call((await loadAccountEndpoints()).searchCsv, { query, headers: { accept: 'text/csv' } });
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'my-accounts.csv');
}
