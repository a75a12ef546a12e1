import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { isApiFailure } from '../../../lib/api/api-failure';
import { buttonClasses } from '../../../ui/button-classes';
import { EmptyState } from '../../../ui/status/empty-state';
import { TextField } from '../../../ui/form/text-field';
import type { MergeAccountsSearch } from '../data/merge-accounts-search';
import { useKeySearch } from '../data/use-key-search';
import { ListScreen } from '../../../ui/table/list-screen';
import { mergeCandidateColumns } from './merge-candidates-table';
import { MergePanel } from './merge-panel';
import { useMergeSelection } from './use-merge-selection';
import { urlPageOf } from '../../../lib/list/page-base';
import { OnlineButton } from '../../../ui/online-button';

/**
 * `merge-accounts` (admins): find accounts by id, housing profile id or name (100 a page), keep one, merge the
 * others into it after confirming. Nothing found reads 'No Such Accounts Exists.' (the server's answer).
 */
export function MergeAccountsPage({ search, onSearchChange }: { search: MergeAccountsSearch; onSearchChange: (next: MergeAccountsSearch) => void }) {
  const [key, setKey] = useState(search.key ?? '');
  const results = useKeySearch(search);
  const selection = useMergeSelection();
  const notFound = results.error && isApiFailure(results.error) && results.error.status === 404 ? results.error.message : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearchChange({ key: key.trim() || undefined, page: undefined });
  }

  return (
    <ListScreen
      title="Merge Accounts"
      description="Keep one account and merge its duplicates into it."
      actions={
        <Link to="/merge-ip-detected-accounts" className={buttonClasses('secondary')}>
          IP-detected duplicates
        </Link>
      }
      filters={
        <form role="search" aria-label="Find accounts to merge" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="sm:w-96">
            <TextField label="Account id, housing profile id or name" type="search" value={key} onChange={(e) => setKey(e.target.value)} autoComplete="off" spellCheck={false} />
          </div>
          <OnlineButton type="submit">
            Search
          </OnlineButton>
        </form>
      }
      before={
        <>
          <MergePanel selection={selection} onMerged={() => void results.refresh()} />
          {notFound && <EmptyState title={notFound}>Try another id, profile id or name.</EmptyState>}
        </>
      }
      what="accounts"
      caption="Accounts found"
      columns={mergeCandidateColumns(selection)}
      rowKey={(a) => a.accountId}
      // Nothing found is the server's 404, shown above as an empty state (not a failure to load).
      resource={notFound ? { ...results, data: undefined, error: null } : results}
      empty="No Such Accounts Exists."
      onPageChange={(p) => onSearchChange({ key: search.key, page: urlPageOf(p) })}
      pagerLabel="Result pages"
    />
  );
}
