import { useState, type FormEvent } from 'react';
import { OPPORTUNITY_STATUS_NAMES, STAGE_BUCKETS, type StageBucket } from '../../../../domain/opportunities/statuses';
import { TABLE_SIZE } from '../../../../domain/reference/limits';
import { useOnline } from '../../../lib/offline/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import type { OpportunityListSearch } from '../data/opportunity-list-search';
import { useOpportunitySearch } from '../data/search-opportunities';
import { OpportunityTable } from './opportunity-table';
import { OnlineOnlyNotice } from '../../../ui/online-only-notice';
import { pageIndexOf, urlPageOf } from '../../../lib/list/page-base';

const BUCKET_OPTIONS: { value: StageBucket; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'lost', label: 'Lost and dropped' },
];

function statusOptions(bucket: StageBucket | undefined) {
  const ids: readonly number[] = bucket ? STAGE_BUCKETS[bucket] : Object.keys(OPPORTUNITY_STATUS_NAMES).map(Number);
  return ids.map((id) => ({ value: String(id), label: (OPPORTUNITY_STATUS_NAMES as Record<number, string>)[id] ?? `Status ${id}` }));
}

export type OpportunityListPageProps = {
  /** my-opportunities: only the signed-in user's own. */
  mine: boolean;
  search: OpportunityListSearch;
  onSearchChange: (search: OpportunityListSearch) => void;
};

/** my-opportunities and opportunity-search: newest opportunity id first, 10 a page, with search and stage filters. */
export function OpportunityListPage({ mine, search, onSearchChange }: OpportunityListPageProps) {
  const title = mine ? 'My opportunities' : 'Opportunity search';
  usePageTitle(title, shellBrandFor(useSignedInUser().domainId).name);
  const result = useOpportunitySearch({ ...search, mine });
  const [text, setText] = useState(search.q ?? '');
  // opportunity-search asks the server; it is online-only.
  const online = useOnline();
  // The box follows the URL when it changes from outside (back button, a link).
  const [shownQ, setShownQ] = useState(search.q);
  if (shownQ !== search.q) {
    setShownQ(search.q);
    setText(search.q ?? '');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearchChange({ ...search, q: text.trim() || undefined, page: undefined });
  }

  return (
    <div>
      <PageHeader title={title} description={mine ? 'Opportunities you own, newest first.' : 'Opportunities in your scope, newest first.'} />
      {!mine && <OnlineOnlyNotice />}
      <form role="search" aria-label="Filter opportunities" onSubmit={submit} className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <TextField label="Name or opportunity id" type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} />
        <SelectField
          label="Stage"
          placeholder="All stages"
          options={BUCKET_OPTIONS}
          value={search.bucket ?? ''}
          onChange={(e) => onSearchChange({ ...search, bucket: (e.target.value || undefined) as StageBucket | undefined, statusId: undefined, page: undefined })}
        />
        <SelectField
          label="Status"
          placeholder="All statuses"
          options={statusOptions(search.bucket)}
          value={search.statusId ? String(search.statusId) : ''}
          onChange={(e) => onSearchChange({ ...search, statusId: e.target.value ? Number(e.target.value) : undefined, page: undefined })}
        />
        <Button type="submit" disabled={!mine && !online}>
          Search
        </Button>
      </form>
      {result.error !== undefined && !result.data ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Opportunities could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void result.refresh()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <OpportunityTable
            caption={title}
            rows={result.data?.results ?? []}
            busy={result.isLoading}
            empty={result.isLoading ? 'Loading opportunities…' : 'No opportunities found.'}
          />
          {result.data && (
            <Pagination
              pageIndex={pageIndexOf(search.page)}
              size={TABLE_SIZE}
              totalCount={result.data.totalCount}
              totalCapped={result.data.totalCapped}
              rowsOnPage={result.data.results.length}
              onPageChange={(page) => onSearchChange({ ...search, page: urlPageOf(page) })}
              label="Opportunity pages"
            />
          )}
        </>
      )}
    </div>
  );
}
