import { useState, type ReactNode } from 'react';
import { useSignedInUser } from '../../../lib/session/use-session';
import { useMediaQuery } from '../../../lib/use-media-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { Button } from '../../../ui/button';
import { DataTable, type TableSort } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { LoadingFallback } from '../../../ui/loading-fallback';
import { PageHeader } from '../../../ui/page-header';
import { CAPPED_TOTAL_TEXT, Pagination } from '../../../ui/pagination';
import { exportAccountsCsv } from '../data/export-accounts-csv';
import { useAccountAgents } from '../data/list-account-agents';
import type { AccountSortKey, MyAccountsSearch } from '../data/my-accounts-search';
import { useAccountSearch } from '../data/search-accounts';
import { AccountCards } from './account-cards';
import { LoadFailed } from '../../../ui/load-failed';
import { MyAccountsFilters } from './my-accounts-filters';
import { MY_ACCOUNTS_COLUMNS } from './my-accounts-columns';
import { PhoneSortSelect } from './phone-sort-select';
import { urlPageOf } from '../../../lib/list/page-base';

function hasFilters(search: MyAccountsSearch): boolean {
  return Boolean(search.q?.trim() || search.cityId || search.clientStatusId || search.agentId);
}

/**
 * `my-accounts`: the user's accounts, searched and filtered from the URL, 100 a page, with a CSV of what is filtered.
 * `contacts`: what the route shows above the accounts for a search (the contacts it finds, composed in routes/).
 */
export function MyAccountsPage({
  search,
  onSearchChange,
  contacts,
}: {
  search: MyAccountsSearch;
  onSearchChange: (next: Partial<MyAccountsSearch>) => void;
  contacts?: ReactNode;
}) {
  const user = useSignedInUser();
  usePageTitle('My Accounts', shellBrandFor(user.domainId).name);
  const result = useAccountSearch(search);
  // Tailwind's sm breakpoint: the table from 640 px, the cards below. Only the layout on screen is drawn (100 rows
  // twice was half the time from the data to the rows, issue 10); null (no matchMedia): both, as CSS shows them.
  const wide = useMediaQuery('(min-width: 40rem)');
  const agents = useAccountAgents();
  const [exporting, setExporting] = useState(false);

  const sort: TableSort | null = search.sort ? { key: search.sort, direction: search.order ?? 'asc' } : null;
  const page = result.data;
  const filtered = hasFilters(search);

  async function exportCsv() {
    setExporting(true);
    try {
      await exportAccountsCsv(search);
    } catch {
      // The API client has already shown the failure notice.
    } finally {
      setExporting(false);
    }
  }

  return (
    // data-answered-search: the search whose accounts are on screen (none while one loads; the type-ahead benchmark waits for it).
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-4" data-answered-search={page && !result.isLoading ? (search.q?.trim() ?? '') : undefined}>
      <PageHeader
        title="My Accounts"
        description={page ? `${page.totalCapped ? CAPPED_TOTAL_TEXT : page.totalCount} ${page.totalCount === 1 ? 'account' : 'accounts'}${filtered ? ' match these filters' : ''}` : undefined}
        actions={
          <Button variant="secondary" busy={exporting} disabled={!page || page.totalCount === 0} onClick={exportCsv}>
            Export CSV
          </Button>
        }
      />
      <MyAccountsFilters search={search} agents={agents.data?.results ?? []} onChange={onSearchChange} />
      {filtered && (
        <div>
          <Button variant="ghost" size="sm" onClick={() => onSearchChange({ q: undefined, cityId: undefined, clientStatusId: undefined, agentId: undefined, page: undefined })}>
            Clear filters
          </Button>
        </div>
      )}
      {contacts}
      {!page && result.error && <LoadFailed what="accounts" error={result.error} onRetry={result.refresh} />}
      {!page && !result.error && <LoadingFallback label="Loading accounts…" />}
      {page && page.totalCount === 0 && (
        <EmptyState title={filtered ? 'No accounts match these filters.' : 'You have no accounts yet.'}>
          {filtered ? 'Try another search or clear the filters.' : 'Accounts assigned to you will appear here.'}
        </EmptyState>
      )}
      {page && page.totalCount > 0 && (
        <div aria-busy={result.isLoading || result.isRefreshing || undefined} className={result.isLoading ? 'opacity-60 transition-opacity' : undefined}>
          {wide !== false && (
            <div className="hidden sm:block">
              <DataTable
                caption="My accounts"
                columns={MY_ACCOUNTS_COLUMNS}
                rows={page.results}
                rowKey={(r) => r.accountId}
                sort={sort}
                busy={result.isLoading}
                onSortChange={(next) => onSearchChange({ sort: next.key as AccountSortKey, order: next.direction, page: undefined })}
              />
            </div>
          )}
          {wide !== true && (
            <div className="flex flex-col gap-3 sm:hidden">
              <PhoneSortSelect search={search} onChange={onSearchChange} />
              <AccountCards rows={page.results} />
            </div>
          )}
          <Pagination pageIndex={page.page} size={page.size} totalCount={page.totalCount} totalCapped={page.totalCapped} rowsOnPage={page.results.length} label="Accounts pages" onPageChange={(p) => onSearchChange({ page: urlPageOf(p) })} />
        </div>
      )}
    </div>
  );
}
