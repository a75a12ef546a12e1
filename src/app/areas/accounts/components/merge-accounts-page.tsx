import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { isApiFailure } from '../../../lib/api/api-failure';
import { useOnline } from '../../../lib/offline/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { Button } from '../../../ui/button';
import { buttonClasses } from '../../../ui/button-classes';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { LoadingFallback } from '../../../ui/loading-fallback';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { TextField } from '../../../ui/text-field';
import { useKeySearch, type MergeAccountsSearch } from '../data/use-key-search';
import { MergeCandidatesTable } from './merge-candidates-table';
import { MergePanel } from './merge-panel';
import { OnlineOnlyNotice } from '../../../ui/online-only-notice';
import { useMergeSelection } from './use-merge-selection';
import { urlPageOf } from '../../../lib/list/page-base';

/**
 * `merge-accounts` (admins): find accounts by id, housing profile id or name (100 a page), keep one, merge the
 * others into it after confirming. Nothing found reads 'No Such Accounts Exists.' (the server's answer).
 */
export function MergeAccountsPage({ search, onSearchChange }: { search: MergeAccountsSearch; onSearchChange: (next: MergeAccountsSearch) => void }) {
  const user = useSignedInUser();
  usePageTitle('Merge Accounts', shellBrandFor(user.domainId).name);
  const [key, setKey] = useState(search.key ?? '');
  const results = useKeySearch(search);
  const online = useOnline();
  const selection = useMergeSelection();
  const notFound = results.error && isApiFailure(results.error) && results.error.status === 404 ? results.error.message : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearchChange({ key: key.trim() || undefined, page: undefined });
  }

  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-4">
      <PageHeader
        title="Merge Accounts"
        description="Keep one account and merge its duplicates into it."
        actions={
          <Link to="/merge-ip-detected-accounts" className={buttonClasses('secondary')}>
            IP-detected duplicates
          </Link>
        }
      />
      <OnlineOnlyNotice />
      <form role="search" aria-label="Find accounts to merge" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-96">
          <TextField label="Account id, housing profile id or name" type="search" value={key} onChange={(e) => setKey(e.target.value)} autoComplete="off" spellCheck={false} />
        </div>
        <Button type="submit" disabled={!online}>
          Search
        </Button>
      </form>
      <MergePanel selection={selection} onMerged={() => void results.refresh()} />
      {search.key && results.isLoading && !results.data && <LoadingFallback label="Searching…" />}
      {notFound && <EmptyState title={notFound}>Try another id, profile id or name.</EmptyState>}
      {results.error && !notFound && <LoadFailed what="accounts" error={results.error} onRetry={() => void results.refresh()} />}
      {results.data && !results.error && (
        <div aria-busy={results.isLoading || undefined}>
          <MergeCandidatesTable caption="Accounts found" rows={results.data.results} selection={selection} />
          <Pagination
            pageIndex={results.data.page}
            size={results.data.size}
            totalCount={results.data.totalCount}
            label="Result pages"
            onPageChange={(p) => onSearchChange({ key: search.key, page: urlPageOf(p) })}
          />
        </div>
      )}
    </div>
  );
}
