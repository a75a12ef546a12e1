import { useState, type FormEvent } from 'react';
import { OPPORTUNITY_STATUS, STAGE_BUCKETS, type StageBucket } from '../../../../domain/opportunities/statuses';
import { useOnline } from '../../../lib/offline/session/use-online';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import type { OpportunityListSearch } from '../data/opportunity-list-search';
import { useOpportunitySearch } from '../data/search-opportunities';
import { opportunityRowClass, useOpportunityColumns } from './opportunity-table';
import { ListScreen } from '../../../ui/table/list-screen';
import type { OpportunityRow } from '../data/opportunity-types';
import { urlPageOf } from '../../../lib/list/page-base';

const NO_ROWS: readonly OpportunityRow[] = [];

const BUCKET_OPTIONS: { value: StageBucket; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'lost', label: 'Lost and dropped' },
];

const DISCOUNT_OPTIONS = [{ value: 'rejected', label: 'Rejected, not sent again' }];

function statusOptions(bucket: StageBucket | undefined) {
  const ids: readonly number[] = bucket ? STAGE_BUCKETS[bucket] : OPPORTUNITY_STATUS.ids;
  return ids.map((id) => ({ value: String(id), label: OPPORTUNITY_STATUS.name(id) }));
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

  const columns = useOpportunityColumns(result.data?.results ?? NO_ROWS);
  return (
    <ListScreen
      title={title}
      description={mine ? 'Opportunities you own, newest first.' : 'Opportunities in your scope, newest first.'}
      // my-opportunities reads the device's copy offline; opportunity-search asks the server.
      onlineOnly={!mine}
      filters={
        <form role="search" aria-label="Filter opportunities" onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end">
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
          <SelectField
            label="Discount"
            placeholder="Any discount"
            options={DISCOUNT_OPTIONS}
            value={search.discount ?? ''}
            onChange={(e) => onSearchChange({ ...search, discount: e.target.value === 'rejected' ? 'rejected' : undefined, page: undefined })}
          />
          <Button type="submit" disabled={!mine && !online}>
            Search
          </Button>
        </form>
      }
      what="opportunities"
      caption={title}
      columns={columns}
      rowKey={(o) => o.id}
      rowClassName={opportunityRowClass}
      resource={result}
      empty="No opportunities found."
      onPageChange={(page) => onSearchChange({ ...search, page: urlPageOf(page) })}
      pagerLabel="Opportunity pages"
    />
  );
}
