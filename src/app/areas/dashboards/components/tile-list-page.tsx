import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { DASHBOARD_MESSAGES, DASHBOARD_TITLES, TILES, type DashboardType, type TileKey, type TileRow } from '../../../../domain/dashboards/tiles';
import { formatDate } from '../../../../domain/format/date-time';
import { opportunityPagePath } from '../../../../domain/opportunities/statuses';
import { formatRupees } from '../../../../domain/format/rupees';
import { useOnline } from '../../../lib/offline/session/use-online';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { TextField } from '../../../ui/form/text-field';
import { useTileList, type TileListSearch } from '../data/dashboards-api';
import { pageIndexOf, urlPageOf } from '../../../lib/list/page-base';
import { OnlineButton } from '../../../ui/online-button';
import { StatusNote } from '../../../ui/status/status-note';

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
  { key: 'amount', header: 'Amount', align: 'right', value: (r) => r.amount, cell: (r) => (r.amount === null ? '-' : formatRupees(r.amount)) },
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
  const online = useOnline();
  const pageIndex = pageIndexOf(search.page);
  const result = useTileList(type, keyName, pageIndex, search.key ?? '', online && tile.recorded);
  const [draft, setDraft] = useState(search.key ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearchChange({ ...search, key: draft.trim() || undefined, page: undefined });
  }
  return (
    <ListScreen
      title={tile.label}
      description={
        <>
          {DASHBOARD_TITLES[type]} · <Link to={DASHBOARD_ROUTES[type]}>Back to the dashboard</Link>
        </>
      }
      // Its own offline line (the dashboards' words), not the general one.
      onlineOnly={false}
      filters={
        <>
          {!online && <StatusNote>{DASHBOARD_MESSAGES.offline}</StatusNote>}
          {!tile.recorded ? (
            <p className="text-sm text-slate-700">{DASHBOARD_MESSAGES.notRecorded}</p>
          ) : (
            <form role="search" aria-label="Key search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
              <TextField label="Key" hint="An id, a payment reference or a name" value={draft} onChange={(e) => setDraft(e.target.value)} />
              <OnlineButton type="submit" variant="secondary">
                Search
              </OnlineButton>
            </form>
          )}
        </>
      }
      before={
        online &&
        result.data && (
          <p className="text-sm text-slate-700" aria-live="polite">
            {`${result.data.totalCount} in all`}
          </p>
        )
      }
      what="the list"
      caption={`${tile.label} rows`}
      columns={columns}
      rowKey={(r) => `${r.entity}-${r.id}`}
      // Offline (or a tile not recorded) nothing loads and no rows show.
      resource={online && tile.recorded ? result : { ...result, data: undefined, error: undefined, isLoading: false }}
      empty="Nothing here."
      onPageChange={(next) => onSearchChange({ ...search, page: urlPageOf(next) })}
      pagerLabel="List pages"
    />
  );
}
