import { useState } from 'react';
import { formatDate } from '../../../../domain/format/date-time';
import { formatCount } from '../../../../domain/format/placeholders';
import { formatRupees } from '../../../../domain/format/rupees';
import { CLIENT_TYPE_LABELS } from '../../../../domain/reference/ids';
import { RENEWAL_BUCKETS } from '../../../../domain/reference/limits';
import {
  DAY_BUCKET_LABELS,
  RENEWAL_MESSAGES,
  RENEWAL_STATE_LABELS,
  SELLER_TYPES,
  type RenewalRow,
} from '../../../../domain/renewals/renewal-rule';
import { useOnline } from '../../../lib/offline/session/use-online';
import { BarChart } from '../../../ui/chart/bar-chart';
import { sumOf } from '../../../lib/list/totals';
import type { Column } from '../../../ui/table/data-table';
import { PageHeader } from '../../../ui/page-header';
import { ListTable, type ListResource } from '../../../ui/table/list-screen';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { RENEWAL_DETAILS_PAGE_SIZE, downloadRenewals, renewalFilterOf, useRenewalCall, type RenewalSearch } from '../data/renewals-api';
import { pageIndexOf, urlPageOf } from '../../../lib/list/page-base';
import { OnlineButton } from '../../../ui/online-button';
import { useScreenTitle } from '../../../ui/screen';
import { StatusNote } from '../../../ui/status/status-note';

type Month = { month: string; label: string; due: number; renewed: number; upcoming: number; lapsed: number };
type Agent = { agentId: number | null; agentName: string; due: number; renewed: number; upcoming: number; lapsed: number; renewalRate: number };

const options = (values: readonly string[], suffix = '') => values.map((v) => ({ value: v, label: `${v}${suffix}` }));

const DETAIL_COLUMNS: Column<RenewalRow>[] = [
  { key: 'account', header: 'Account', cell: (r) => r.accountName, className: 'min-w-40' },
  { key: 'agent', header: 'Agent', priority: 2, value: (r) => r.agentName, cell: (r) => r.agentName ?? '-' },
  { key: 'package', header: 'Package', cell: (r) => r.packageName },
  { key: 'value', header: 'Value', align: 'right', value: (r) => r.value, cell: (r) => formatRupees(r.value) },
  { key: 'validTill', header: 'Valid till', value: (r) => r.validTill, cell: (r) => formatDate(r.validTill), className: 'whitespace-nowrap' },
  { key: 'days', header: 'Days to due', align: 'right', priority: 3, cell: (r) => r.daysToDue },
  { key: 'state', header: 'State', cell: (r) => RENEWAL_STATE_LABELS[r.state] },
  { key: 'bucket', header: 'Bucket', priority: 3, cell: (r) => r.renewalBucket ?? (r.dayBucket ? `${r.dayBucket} days` : '-') },
];

const MONTH_COLUMNS: Column<Month>[] = [
  { key: 'month', header: 'Month', value: (r) => r.month, cell: (r) => r.label },
  { key: 'due', header: 'Due', align: 'right', cell: (r) => r.due, total: (rows) => sumOf(rows, (r) => r.due) },
  { key: 'renewed', header: 'Renewed', align: 'right', cell: (r) => r.renewed, total: (rows) => sumOf(rows, (r) => r.renewed) },
  { key: 'upcoming', header: 'Upcoming', align: 'right', cell: (r) => r.upcoming, total: (rows) => sumOf(rows, (r) => r.upcoming) },
  { key: 'lapsed', header: 'Lapsed', align: 'right', cell: (r) => r.lapsed, total: (rows) => sumOf(rows, (r) => r.lapsed) },
];

const AGENT_COLUMNS: Column<Agent>[] = [
  { key: 'agent', header: 'Agent', cell: (r) => r.agentName },
  { key: 'due', header: 'Due', align: 'right', cell: (r) => r.due, total: (rows) => sumOf(rows, (r) => r.due) },
  { key: 'renewed', header: 'Renewed', align: 'right', cell: (r) => r.renewed, total: (rows) => sumOf(rows, (r) => r.renewed) },
  { key: 'upcoming', header: 'Upcoming', align: 'right', cell: (r) => r.upcoming, total: (rows) => sumOf(rows, (r) => r.upcoming) },
  { key: 'lapsed', header: 'Lapsed', align: 'right', cell: (r) => r.lapsed, total: (rows) => sumOf(rows, (r) => r.lapsed) },
  { key: 'rate', header: 'Renewal rate', align: 'right', value: (r) => r.renewalRate, cell: (r) => `${r.renewalRate}%` },
];

/** The renewal calls load again when their filters change; a failure is shown as its message, with no retry. */
const NO_RETRY = () => Promise.resolve();

/** A renewal call as a list's resource: its failure is shown above the table (the call's own line), so none reaches it. */
function listOf<Row>(call: { data: Row[] | undefined; isLoading: boolean }): ListResource<Row> {
  return { data: call.data, error: null, isLoading: call.isLoading, refresh: NO_RETRY };
}

function ErrorLine({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-red-800">
      {message}
    </p>
  );
}

/**
 * renewal-dashboard (every signed-in user, within scope): filters in the URL; summary, month-wise summary, chart,
 * agent-wise table and details from one rule on the server; the CSV download. Each kind's call is the only one of
 * its kind in flight (a newer filter cancels the older call); an error shows its message and empties that part.
 */
export function RenewalDashboardPage({ search, onSearchChange }: { search: RenewalSearch; onSearchChange: (next: RenewalSearch) => void }) {
  useScreenTitle('Renewal Dashboard');
  const online = useOnline();
  const notify = useNotify();
  const filter = renewalFilterOf(search);
  const pageIndex = pageIndexOf(search.page);
  const summary = useRenewalCall('summary', filter, online);
  const months = useRenewalCall('monthwise', filter, online);
  const chart = useRenewalCall('chart', filter, online);
  const agents = useRenewalCall('agentwise', filter, online);
  const details = useRenewalCall('details', { ...filter, page: pageIndex, size: RENEWAL_DETAILS_PAGE_SIZE }, online);
  const [downloading, setDownloading] = useState(false);

  const set = (key: keyof RenewalSearch, value: string) =>
    onSearchChange({ ...search, [key]: value === '' ? undefined : key === 'profileType' ? Number(value) : value, page: undefined });

  async function download() {
    setDownloading(true);
    try {
      await downloadRenewals(filter);
      notify.reportSuccess('Downloading Report...');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : undefined);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-4">
      <PageHeader
        title="Renewal Dashboard"
        description="Sold packages falling due for renewal in your scope. A package is renewed by a later sale of the same family to the account on another deal; the renewal rate is renewed ÷ due and past (renewed + lapsed), upcoming packages left out."
        actions={
          <OnlineButton variant="secondary" busy={downloading} disabled={downloading} onClick={() => void download()}>
            Download CSV
          </OnlineButton>
        }
      />
      {!online && <StatusNote>{RENEWAL_MESSAGES.offline}</StatusNote>}
      <form role="search" aria-label="Renewal filters" className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-5" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label="Profile type"
          placeholder="All profile types"
          options={Object.entries(CLIENT_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          value={search.profileType ? String(search.profileType) : ''}
          onChange={(e) => set('profileType', e.target.value)}
        />
        <SelectField label="Seller type" placeholder="All seller types" options={options(SELLER_TYPES)} value={search.sellerType ?? ''} onChange={(e) => set('sellerType', e.target.value)} />
        <SelectField label="Renewal bucket" placeholder="All" options={options(RENEWAL_BUCKETS)} value={search.renewalBucket ?? ''} onChange={(e) => set('renewalBucket', e.target.value)} />
        <SelectField label="Lapsed" placeholder="All" options={options(DAY_BUCKET_LABELS, ' days')} value={search.lapsedBucket ?? ''} onChange={(e) => set('lapsedBucket', e.target.value)} />
        <SelectField label="Upcoming" placeholder="All" options={options(DAY_BUCKET_LABELS, ' days')} value={search.upcomingBucket ?? ''} onChange={(e) => set('upcomingBucket', e.target.value)} />
      </form>
      {online && (
        <>
          <section aria-label="Summary">
            {summary.error ? (
              <ErrorLine message={summary.error} />
            ) : (
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7" aria-busy={summary.isLoading}>
                {(
                  [
                    ['Sold packages', formatCount(summary.data?.total)],
                    ['Due and past', formatCount(summary.data?.due)],
                    ['Renewed', formatCount(summary.data?.renewed)],
                    ['Upcoming', formatCount(summary.data?.upcoming)],
                    ['Lapsed', formatCount(summary.data?.lapsed)],
                    ['Due value', summary.data ? formatRupees(summary.data.dueValue) : '--'],
                    ['Renewal rate', summary.data ? `${summary.data.renewalRate}%` : '--'],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
                    <dt className="text-sm text-slate-600">{label}</dt>
                    <dd className="text-xl font-semibold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
          <div className="grid gap-4 lg:grid-cols-2">
            <SectionPanel title="Renewals by bucket">
              {chart.error ? <ErrorLine message={chart.error} /> : chart.data ? <BarChart title="Renewed, upcoming and lapsed by renewal bucket" categories={chart.data.categories} series={chart.data.series} stacked /> : <p className="text-sm">Loading…</p>}
            </SectionPanel>
            <SectionPanel title="Month-wise summary">
              {months.error ? (
                <ErrorLine message={months.error} />
              ) : (
                <ListTable what="renewal months" caption="Renewals by the month they fall due" columns={MONTH_COLUMNS} rowKey={(r) => r.month} resource={listOf(months)} empty="Nothing due." />
              )}
            </SectionPanel>
          </div>
          <SectionPanel title="Agent-wise">
            {agents.error ? (
              <ErrorLine message={agents.error} />
            ) : (
              <ListTable what="agent-wise renewals" caption="Renewals per agent" columns={AGENT_COLUMNS} rowKey={(r) => r.agentId ?? 0} resource={listOf(agents)} empty="Nothing due." />
            )}
          </SectionPanel>
          <SectionPanel title="Details">
            {details.error ? (
              <ErrorLine message={details.error} />
            ) : (
              <ListTable
                what="renewal details"
                caption="Sold packages due for renewal"
                columns={DETAIL_COLUMNS}
                rowKey={(r) => r.mappingId}
                // A failure shows its message above (the renewal calls' own line), so none reaches the table.
                resource={{ data: details.data, error: null, isLoading: details.isLoading, refresh: NO_RETRY }}
                empty="Nothing due."
                onPageChange={(next) => onSearchChange({ ...search, page: urlPageOf(next) })}
                pagerLabel="Details pages"
              />
            )}
          </SectionPanel>
        </>
      )}
    </div>
  );
}
