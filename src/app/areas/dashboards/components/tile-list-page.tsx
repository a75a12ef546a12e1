import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { DASHBOARD_MESSAGES, DASHBOARD_TITLES, TILES, TILE_PAGE_SIZE, type DashboardType, type TileKey, type TileRow } from '../../../../domain/dashboards/tiles';
import { formatDate } from '../../../../domain/format/date-time';
import { opportunityPagePath } from '../../../../domain/opportunities/statuses';
import { formatRupees } from '../../../../domain/format/rupees';
import { useOnline } from '../../../lib/offline/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { Button } from '../../../ui/button';
import { DataTable, type Column } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { TextField } from '../../../ui/text-field';
import { useTileList, type TileListSearch } from '../data/dashboards-api';
import { pageIndexOf, urlPageOf } from '../../../lib/list/page-base';

const DASHBOARD_ROUTES = { owner: '/owner-dashboard', broker: '/broker-dashboard', builder: '/builder-dashboard', tenant: '/tenant-dashboard' } as const;

function recordLink(row: TileRow) {
  if (row.entity === 'payment') return <Link to="/payment/$paymentId" params={{ paymentId: row.id }}>{`Payment #${row.id}`}</Link>;
  if (row.entity === 'termsheet') return <Link to="/termsheet/$termsheetId" params={{ termsheetId: row.id }}>{`Termsheet #${row.id}`}</Link>;
  if (row.entity === 'approval') return `Approval #${row.id}`;
  return `#${row.id}`;
}

const columns: Column<TileRow>[] = [
  { key: 'id', header: 'Id', cell: recordLink },
  {
    key: 'opportunity',
    header: 'Opportunity',
    cell: (r) => (
      <Link to={opportunityPagePath(r.opportunityKind, r.opportunityId)}>
        {r.opportunityName}
      </Link>
    ),
  },
  {
    key: 'account',
    header: 'Account',
    cell: (r) => (
      <Link to="/account/$accountId" params={{ accountId: r.accountId }}>
        {r.accountName}
      </Link>
    ),
  },
  { key: 'agent', header: 'Agent', cell: (r) => r.agentName ?? '-' },
  { key: 'status', header: 'Status', cell: (r) => r.statusName },
  { key: 'amount', header: 'Amount', align: 'right', cell: (r) => (r.amount === null ? '-' : formatRupees(r.amount)) },
  { key: 'created', header: 'Created', cell: (r) => formatDate(r.createdAt) },
];

/**
 * list/{keyName}: the rows behind one dashboard tile, by the same definition as its count, newest first (by id or
 * created date as the tile says), 10 a page with the total, and a key search. The dashboard, page and key are in
 * the URL. Online only.
 */
export function TileListPage({ keyName, search, onSearchChange }: { keyName: TileKey; search: TileListSearch; onSearchChange: (next: TileListSearch) => void }) {
  const tile = TILES[keyName];
  const type: DashboardType = search.type ?? 'owner';
  usePageTitle(tile.label, shellBrandFor(useSignedInUser().domainId).name);
  const online = useOnline();
  const pageIndex = pageIndexOf(search.page);
  const result = useTileList(type, keyName, pageIndex, search.key ?? '', online && tile.recorded);
  const [draft, setDraft] = useState(search.key ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearchChange({ ...search, key: draft.trim() || undefined, page: undefined });
  }
  return (
    <div>
      <PageHeader
        title={tile.label}
        description={
          <>
            {DASHBOARD_TITLES[type]} · <Link to={DASHBOARD_ROUTES[type]}>Back to the dashboard</Link>
          </>
        }
      />
      {!online && (
        <p role="status" className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {DASHBOARD_MESSAGES.offline}
        </p>
      )}
      {!tile.recorded ? (
        <p className="text-sm text-slate-700">{DASHBOARD_MESSAGES.notRecorded}</p>
      ) : (
        <>
          <form role="search" aria-label="Key search" onSubmit={submit} className="mb-3 flex flex-wrap items-end gap-2">
            <TextField label="Key" hint="An id, a payment reference or a name" value={draft} onChange={(e) => setDraft(e.target.value)} />
            <Button type="submit" variant="secondary" disabled={!online}>
              Search
            </Button>
          </form>
          {online && result.error !== undefined && !result.data ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              {result.error instanceof Error ? result.error.message : 'The list could not be loaded.'}
            </p>
          ) : (
            <>
              <p className="mb-2 text-sm text-slate-700" aria-live="polite">
                {online && result.data ? `${result.data.totalCount} in all` : ''}
              </p>
              <DataTable
                caption={`${tile.label} rows`}
                columns={columns}
                rows={online ? (result.data?.results ?? []) : []}
                rowKey={(r) => `${r.entity}-${r.id}`}
                busy={result.isLoading}
                empty={!online ? DASHBOARD_MESSAGES.offline : result.isLoading ? 'Loading…' : 'Nothing here.'}
                stackOnPhone
              />
              {online && result.data && (
                <Pagination
                  pageIndex={pageIndex}
                  size={TILE_PAGE_SIZE}
                  totalCount={result.data.totalCount}
                  rowsOnPage={result.data.results.length}
                  onPageChange={(next) => onSearchChange({ ...search, page: urlPageOf(next) })}
                  label="List pages"
                />
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
