import { lazy, Suspense, type ReactNode } from 'react';
import { formatDate } from '../../../../domain/format/date-time';
import { groupThousands } from '../../../../domain/format/indian-grouping';
import { formatRupees } from '../../../../domain/format/rupees';
import type { CollectionRow, CollectionTrackerRow } from '../../../../domain/reports/collections';
import { REPORT_KIND_LABELS } from '../../../../domain/reports/report-kinds';
import type { ReportTotalsView } from '../../../../domain/reports/totals';
import type { ClosureTrendRow, OpportunityFunnelRow } from '../../../../domain/reports/trends';
import { useOnline } from '../../../lib/offline/session/use-online';
import { LoadFailed } from '../../../ui/status/load-failed';
import type { Column } from '../../../ui/table/data-table';
import { useAllReportRows, type GroupedReportKind } from '../data/report-chart-rows';
import type { ReportSearch } from '../data/report-search';
import { reportQueryOf } from '../data/reports-api';
import type { RestrictedReportChartInput } from './restricted-report-charts';
import { ReportTableScreen } from './report-table-screen';

/** The chart drawing loads with the first restricted report opened, not with the app (the sign-in + home budget). */
const RestrictedReportCharts = lazy(() => import('./restricted-report-charts'));

/** The kinds of spec 000 §6 limited to RCM_USER and Ticketing (report-kinds.ts RESTRICTED_REPORT_KINDS). */
export type RestrictedReportKind = 'closure-trend' | 'collections' | 'opportunity-funnel' | 'collection-tracker';

type PageProps = { search: ReportSearch; onSearchChange: (next: ReportSearch) => void };

const chartLoading = <p className="text-sm text-slate-600">Loading the chart…</p>;

function Charts({ input }: { input: RestrictedReportChartInput }) {
  return (
    <section aria-label="Charts" className="min-w-0">
      <Suspense fallback={chartLoading}>
        <RestrictedReportCharts input={input} />
      </Suspense>
    </section>
  );
}

/** The charts of a grouped kind: every row of the report (the table pages through the same rows). */
function GroupedCharts({ kind, search }: { kind: GroupedReportKind; search: ReportSearch }) {
  const online = useOnline();
  const all = useAllReportRows(kind, reportQueryOf(search), online);
  if (!online) return null;
  if (all.error !== null && !all.data) return <LoadFailed what="chart" error={all.error} onRetry={() => void all.refresh()} />;
  if (!all.data) return chartLoading;
  if (all.data.length === 0) return null;
  const input: RestrictedReportChartInput = kind === 'closure-trend' ? { kind, rows: all.data as ClosureTrendRow[] } : { kind, rows: all.data as OpportunityFunnelRow[] };
  return <Charts input={input} />;
}

/** The charts of a per-payment kind: its totals beside the previous period's (the totals row's own answer). */
function totalsCharts(kind: 'collections' | 'collection-tracker'): (totals: ReportTotalsView | undefined) => ReactNode {
  return (totals) => (totals && totals.totals.rows + totals.previous.totals.rows > 0 ? <Charts input={{ kind, totals }} /> : null);
}

const money = <Row,>(key: string, header: string, value: (r: Row) => number): Column<Row> => ({
  key,
  header,
  cell: (r) => formatRupees(value(r)),
  align: 'right',
  className: 'whitespace-nowrap',
});

const count = <Row,>(key: string, header: string, value: (r: Row) => number): Column<Row> => ({
  key,
  header,
  cell: (r) => groupThousands(value(r)),
  align: 'right',
});

/** Counts grouped, money in rupees (as the columns show them). */
const formatTotalOf =
  (moneyKeys: readonly string[]) =>
  (key: string, value: number): ReactNode =>
    moneyKeys.includes(key) ? formatRupees(value) : groupThousands(value);

const CLOSURE_TREND_COLUMNS: Column<ClosureTrendRow>[] = [
  { key: 'day', header: 'Day', cell: (r) => formatDate(r.day), className: 'whitespace-nowrap' },
  count('closedOpportunities', 'Closed opportunities', (r) => r.closedOpportunities),
  money('dealValue', 'Deal value', (r) => r.dealValue),
];

const FUNNEL_COLUMNS: Column<OpportunityFunnelRow>[] = [
  { key: 'status', header: 'Status', cell: (r) => r.funnelStatusName },
  count('opportunities', 'Opportunities', (r) => r.opportunities),
  count('accounts', 'Accounts', (r) => r.accounts),
  money('dealValue', 'Deal value', (r) => r.funnelDealValue),
];

const COLLECTION_COLUMNS: Column<CollectionRow>[] = [
  { key: 'paymentId', header: 'Payment Id', cell: (r) => r.paymentId },
  { key: 'collectedOn', header: 'Collected on', cell: (r) => formatDate(r.collectedOn), className: 'whitespace-nowrap' },
  { key: 'account', header: 'Account', cell: (r) => r.accountName, className: 'min-w-40' },
  { key: 'opportunity', header: 'Opportunity', cell: (r) => r.opportunityName, className: 'min-w-40', priority: 2 },
  { key: 'agent', header: 'Agent', cell: (r) => r.agentName ?? '-', priority: 3 },
  money('amount', 'Amount', (r) => r.amount),
  money('refunded', 'Refunded', (r) => r.refunded),
  money('collected', 'Collected', (r) => r.collected),
  { key: 'mode', header: 'Mode', cell: (r) => r.mode, priority: 2 },
  { key: 'reference', header: 'Reference', cell: (r) => r.referenceNumber ?? '-', priority: 4 },
];

const TRACKER_COLUMNS: Column<CollectionTrackerRow>[] = [
  { key: 'milestone', header: 'Milestone', cell: (r) => r.milestoneName, className: 'min-w-32' },
  { key: 'dueDate', header: 'Due date', cell: (r) => formatDate(r.dueDate), className: 'whitespace-nowrap' },
  { key: 'termsheet', header: 'Termsheet Id', cell: (r) => r.termsheetId, priority: 4 },
  { key: 'opportunity', header: 'Opportunity', cell: (r) => r.opportunityName, className: 'min-w-40', priority: 2 },
  { key: 'account', header: 'Account', cell: (r) => r.accountName, className: 'min-w-40' },
  { key: 'agent', header: 'Agent', cell: (r) => r.agentName ?? '-', priority: 3 },
  money('amountDue', 'Amount due', (r) => r.amountDue),
  money('collected', 'Collected', (r) => r.collected),
  money('pending', 'Pending', (r) => r.pending),
  { key: 'status', header: 'Status', cell: (r) => r.trackerStatus },
];

/** `closure-trend-report` (RCM_USER, Ticketing): deals by the day they closed, with their deal value; chart and CSV. */
export function ClosureTrendPage({ search, onSearchChange }: PageProps) {
  return (
    <ReportTableScreen
      kind="closure-trend"
      title={REPORT_KIND_LABELS['closure-trend']}
      description="The deals that closed on each of the chosen days (India time, by closed date: the moment a deal entered Closed), and their deal value."
      caption="Deals closed per day"
      columns={CLOSURE_TREND_COLUMNS}
      rowKey={(r) => r.day}
      search={search}
      onSearchChange={onSearchChange}
      before={<GroupedCharts kind="closure-trend" search={search} />}
      empty="No deals closed in this range."
      formatTotal={formatTotalOf(['dealValue'])}
    />
  );
}

/** `opportunity-funnel-report` (RCM_USER, Ticketing): opportunities created in the range by status; chart and CSV. */
export function OpportunityFunnelPage({ search, onSearchChange }: PageProps) {
  return (
    <ReportTableScreen
      kind="opportunity-funnel"
      title={REPORT_KIND_LABELS['opportunity-funnel']}
      description="The opportunities created in the chosen days (India time) by their status now, in the order of a sale: how many, their accounts and their deal value."
      caption="Opportunities by status"
      columns={FUNNEL_COLUMNS}
      rowKey={(r) => r.funnelStatusId}
      search={search}
      onSearchChange={onSearchChange}
      before={<GroupedCharts kind="opportunity-funnel" search={search} />}
      formatTotal={formatTotalOf(['dealValue'])}
    />
  );
}

/** `collections-report` (RCM_USER, Ticketing): approved payments dated in the range, net of refunds; chart and CSV. */
export function CollectionsPage({ search, onSearchChange }: PageProps) {
  return (
    <ReportTableScreen
      kind="collections"
      title={REPORT_KIND_LABELS.collections}
      description="Each approved payment dated in the chosen days (India time), newest first: its amount, the refunds recorded on it and what it collected (incl. GST)."
      caption="Payments collected"
      columns={COLLECTION_COLUMNS}
      rowKey={(r) => r.paymentId}
      search={search}
      onSearchChange={onSearchChange}
      before={totalsCharts('collections')}
      empty="No payments collected in this range."
      formatTotal={formatTotalOf(['amount', 'refunded', 'collected'])}
    />
  );
}

/** `collection-tracker-report` (RCM_USER, Ticketing): milestones falling due in the range and what is pending; chart and CSV. */
export function CollectionTrackerPage({ search, onSearchChange }: PageProps) {
  return (
    <ReportTableScreen
      kind="collection-tracker"
      title={REPORT_KIND_LABELS['collection-tracker']}
      description="Each milestone falling due in the chosen days: its amount with GST, what its approved payments collected (less refunds) and what is pending."
      caption="Milestones due"
      columns={TRACKER_COLUMNS}
      rowKey={(r) => r.milestoneId}
      search={search}
      onSearchChange={onSearchChange}
      before={totalsCharts('collection-tracker')}
      empty="No milestones fall due in this range."
      formatTotal={formatTotalOf(['amountDue', 'collected', 'pending'])}
    />
  );
}

const PAGES: Record<RestrictedReportKind, (props: PageProps) => ReactNode> = {
  'closure-trend': ClosureTrendPage,
  collections: CollectionsPage,
  'opportunity-funnel': OpportunityFunnelPage,
  'collection-tracker': CollectionTrackerPage,
};

/** `reports/{kind}`: the restricted kind's screen. */
export function RestrictedReportPage({ kind, ...props }: PageProps & { kind: RestrictedReportKind }) {
  const Page = PAGES[kind];
  return <Page {...props} />;
}
