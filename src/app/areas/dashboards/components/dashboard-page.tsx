import { Link } from '@tanstack/react-router';
import { DASHBOARD_MESSAGES, DASHBOARD_TITLES, salesMonthNameOfKey, type DashboardType, type Leaderboard, type TileCount } from '../../../../domain/dashboards/tiles';
import { formatLakhs } from '../../../../domain/format/lakhs';
import { formatCount } from '../../../../domain/format/placeholders';
import { formatRupees } from '../../../../domain/format/rupees';
import { useOnline } from '../../../lib/offline/session/use-online';
import { BarChart } from '../../../ui/chart/bar-chart';
import type { Column } from '../../../ui/table/data-table';
import { ListTable } from '../../../ui/table/list-screen';
import { PageHeader } from '../../../ui/page-header';
import { SectionPanel } from '../../../ui/section-panel';
import { useDashboard, useLeaderboard, usePaymentLinks, usePerformanceTrend } from '../data/dashboards-api';
import { useScreenTitle } from '../../../ui/screen';
import { StatusNote } from '../../../ui/status/status-note';

function Failure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="text-sm text-red-800">
      {error instanceof Error ? error.message : 'This could not be loaded.'}
    </p>
  );
}

type Leader = Leaderboard['rows'][number];

const LEADER_COLUMNS: Column<Leader>[] = [
  { key: 'rank', header: 'Rank', cell: (r) => r.rank },
  { key: 'agent', header: 'Agent', cell: (r) => r.agentName },
  { key: 'value', header: 'Closed value', align: 'right', value: (r) => r.closedValue, cell: (r) => formatRupees(r.closedValue) },
  { key: 'accounts', header: 'Accounts closed', align: 'right', value: (r) => r.accountsClosed, cell: (r) => formatCount(r.accountsClosed) },
];

function Tile({ tile, type }: { tile: TileCount; type: DashboardType }) {
  const body = (
    <>
      <span className="block text-sm text-slate-600">{tile.label}</span>{' '}
      {/* The space keeps the label and the figure apart in the text read out, so the link's name holds it (axe). */}
      <span className="block text-2xl font-semibold tabular-nums text-slate-900">{formatCount(tile.count)}</span>
    </>
  );
  const box = 'block rounded-lg border border-slate-200 bg-white p-3';
  // A tile whose rows the console does not record ('--') opens nothing.
  if (tile.count === null) return <div className={`${box} opacity-70`}>{body}</div>;
  return (
    <Link to="/list/$keyName" params={{ keyName: tile.key }} search={{ type }} className={`${box} hover:border-slate-400 focus-visible:border-slate-400`} aria-label={`${tile.label}: ${formatCount(tile.count)}`}>
      {body}
    </Link>
  );
}

/**
 * owner-dashboard, broker-dashboard, builder-dashboard (one page, the client type from the route) and
 * tenant-dashboard: the tiles, each opening list/{keyName}; the leaderboard; the performance trend; the
 * payment-link figures. Online only: offline it says reports need a connection.
 */
export function DashboardPage({ type }: { type: DashboardType }) {
  useScreenTitle(DASHBOARD_TITLES[type]);
  const online = useOnline();
  const board = useDashboard(type, online);
  const leaders = useLeaderboard(type, online);
  const trend = usePerformanceTrend(type, online);
  const links = usePaymentLinks(type, online);
  return (
    <div className="space-y-4">
      <PageHeader title={DASHBOARD_TITLES[type]} description="Counts in your scope. Choose a tile to see its rows." />
      {!online ? (
        <StatusNote>{DASHBOARD_MESSAGES.offline}</StatusNote>
      ) : (
        <>
          <section aria-label="Tiles">
            {board.error !== null && !board.data ? (
              <Failure error={board.error} />
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy={board.isLoading || board.isRefreshing}>
                {(board.data?.tiles ?? []).map((tile) => (
                  <li key={tile.key}>
                    <Tile tile={tile} type={type} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className="grid gap-4 lg:grid-cols-2">
            <SectionPanel title="Performance trend">
              {trend.error !== null && !trend.data ? (
                <Failure error={trend.error} />
              ) : trend.data ? (
                <BarChart
                  title="Closed value and collections per sales month (₹ lakhs)"
                  categories={trend.data.months.map((m) => m.label)}
                  series={[
                    { name: 'Closed value', values: trend.data.months.map((m) => m.closedValue / 100_000) },
                    { name: 'Collections', values: trend.data.months.map((m) => m.collections / 100_000) },
                  ]}
                  formatValue={(v) => formatLakhs(v * 100_000)}
                />
              ) : (
                <p className="text-sm text-slate-600">Loading…</p>
              )}
            </SectionPanel>
            <SectionPanel title="Payment links this sales month">
              {links.error !== null && !links.data ? (
                <Failure error={links.error} />
              ) : (
                <dl className="grid grid-cols-3 gap-3 text-sm">
                  {(['sent', 'paid', 'pending'] as const).map((k) => (
                    <div key={k} className="rounded-md bg-slate-50 p-2">
                      <dt className="text-slate-600">{k === 'sent' ? 'Links sent' : k === 'paid' ? 'Paid' : 'Pending'}</dt>
                      <dd className="text-lg font-semibold tabular-nums">{formatCount(links.data?.[k].count)}</dd>
                      <dd className="tabular-nums text-slate-700">{links.data ? formatRupees(links.data[k].amount) : '--'}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </SectionPanel>
          </div>
          <SectionPanel title="Leaderboard">
            <ListTable
              what="leaderboard"
              caption={`Agents by closed deal value, sales month ${leaders.data ? salesMonthNameOfKey(leaders.data.salesMonth) : ''}`}
              showCaption
              columns={LEADER_COLUMNS}
              resource={{ ...leaders, data: leaders.data?.rows }}
              rowKey={(r) => r.agentId}
              empty="No deals closed this sales month."
            />
          </SectionPanel>
        </>
      )}
    </div>
  );
}
