import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { formatLakhs } from '../../../../domain/format/lakhs';
import { groupThousands } from '../../../../domain/format/indian-grouping';
import { CLIENT_STATUS_BUCKETS, type SalesRow } from '../../../../domain/reports/sales';
import type { Column } from '../../../ui/table/data-table';
import type { ReportSearch } from '../data/report-search';
import { salesFigureColumns } from '../../../ui/table/sales-figure-columns';
import { ReportTableScreen } from './report-table-screen';

const linkClass = 'text-brand underline-offset-2 hover:underline';

/** The filters a click-through keeps: the days and the common filters, not this report's page or order. */
function dealsSearch(search: ReportSearch): ReportSearch {
  return { ...search, page: undefined, sort: undefined, dir: undefined, dated: undefined, owned: undefined, clientStatusId: undefined, activity: undefined };
}

/** The activities behind Activity Done: every activity logged in the days under the same filters (Call Detail, activity=all). */
function activitySearch(search: ReportSearch): ReportSearch {
  return { ...dealsSearch(search), outcomeId: undefined, activity: 'all' };
}

/** The deals behind a bucket's figures: closed in the days (by closed date), or created then for an account of the client status. */
function bucketDeals(bucket: 'hot' | 'cold' | 'warm' | 'closed'): Pick<ReportSearch, 'dated' | 'clientStatusId'> {
  if (bucket === 'closed') return { dated: 'closed' };
  return { clientStatusId: CLIENT_STATUS_BUCKETS.find(([name]) => name === bucket)![1] };
}

/** The bucket of a figure column ('closed-value' → closed), or null for the other columns. */
/**
 * A figure link's name: the figure as shown, then what it is ("12.5 Hot deal value of Asha"). A name must hold the
 * text it shows (WCAG 2.5.3; axe label-content-name-mismatch), so a voice user can say what they see.
 */
function figureName(shown: ReactNode, what: string): string {
  return typeof shown === 'string' || typeof shown === 'number' ? `${shown} ${what}` : what;
}

function bucketOf(key: string): 'hot' | 'cold' | 'warm' | 'closed' | null {
  const match = /^(hot|cold|warm|closed)-(accounts|value)$/.exec(key);
  return match ? (match[1] as 'hot' | 'cold' | 'warm' | 'closed') : null;
}

const BUCKET_LABELS = { hot: 'Hot', cold: 'Cold', warm: 'Warm', closed: 'Closed' } as const;

/**
 * Spec 002 §3: agent name, id, assigned opportunities, unique accounts, activity done; per bucket accounts and deal
 * value (lakhs). Figures open the deals behind them (issue 49), in Sales by Opportunity for the same days and
 * filters, that agent's only: the assigned opportunities (its rows are the figure); a bucket's accounts and deal
 * value (Closed: the deals closed in the days, by closed date; Hot, Cold, Warm: those created then for accounts of
 * that client status), whose accounts and deal values are the figures; unique accounts: the accounts of the assigned
 * opportunities; activity done: the activities that agent logged in the days (Call Detail, every activity).
 */
function columnsFor(search: ReportSearch): Column<SalesRow>[] {
  const deals = dealsSearch(search);
  return salesFigureColumns<SalesRow>().map((column) => {
    if (column.key === 'assigned' || column.key === 'unique') {
      const figure = (r: SalesRow) => (column.key === 'assigned' ? r.assignedOpportunities : r.uniqueAccounts);
      const label = (r: SalesRow) => (column.key === 'assigned' ? `${r.assignedOpportunities} opportunities of ${r.agentName}` : `${r.uniqueAccounts} unique accounts of ${r.agentName}`);
      return {
        ...column,
        cell: (r: SalesRow) =>
          figure(r) === 0 ? (
            0
          ) : (
            <Link to="/sales-report-opp" search={{ ...deals, agentId: r.agentId }} className={linkClass} aria-label={label(r)}>
              {figure(r)}
            </Link>
          ),
      };
    }
    if (column.key === 'activity')
      return {
        ...column,
        cell: (r: SalesRow) =>
          r.activityDone === 0 ? (
            0
          ) : (
            <Link to="/call-detail" search={{ ...activitySearch(search), agentId: r.agentId }} className={linkClass} aria-label={`${r.activityDone} activities of ${r.agentName}`}>
              {r.activityDone}
            </Link>
          ),
      };
    const bucket = bucketOf(column.key);
    if (bucket === null) return column;
    const label = BUCKET_LABELS[bucket];
    return {
      ...column,
      cell: (r: SalesRow) =>
        r[bucket].accounts === 0 ? (
          column.cell(r)
        ) : (
          <Link
            to="/sales-report-opp"
            search={{ ...deals, agentId: r.agentId, ...bucketDeals(bucket) }}
            className={linkClass}
            aria-label={column.key.endsWith('-accounts') ? `${r[bucket].accounts} ${label.toLowerCase()} accounts of ${r.agentName}` : figureName(column.cell(r), `${label} deal value of ${r.agentName}`)}
          >
            {column.cell(r)}
          </Link>
        ),
    };
  });
}

/**
 * The totals row's deal figures open every owned deal behind them (the report's rows are per owner; unique accounts:
 * their accounts, per owner), and its Activity Done every activity logged by the agents in scope.
 */
function totalLinkFor(search: ReportSearch) {
  const deals = { ...dealsSearch(search), owned: 'yes' as const };
  return (key: string, shown: ReactNode): ReactNode => {
    if (key === 'activity')
      return (
        <Link to="/call-detail" search={activitySearch(search)} className={linkClass} aria-label={figureName(shown, 'all activities')}>
          {shown}
        </Link>
      );
    const bucket = bucketOf(key);
    if (key !== 'assigned' && key !== 'unique' && bucket === null) return shown;
    return (
      <Link
        to="/sales-report-opp"
        search={bucket === null ? deals : { ...deals, ...bucketDeals(bucket) }}
        className={linkClass}
        aria-label={figureName(
          shown,
          bucket === null ? (key === 'unique' ? 'accounts of all assigned opportunities' : 'all assigned opportunities') : `all ${BUCKET_LABELS[bucket].toLowerCase()} deals (${key.endsWith('-accounts') ? 'accounts' : 'deal value'})`,
        )}
      >
        {shown}
      </Link>
    );
  };
}

/** Deal values in lakhs, as their columns show them; counts grouped. */
const formatSalesTotal = (key: string, value: number) => (key.endsWith('-value') ? formatLakhs(value) : groupThousands(value));

/** `sales-report`: per agent with a deal or activity in the range (spec 002 §3, issue 49), sales values in lakhs; CSV. */
export function SalesReportPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  return (
    <ReportTableScreen
      kind="sales"
      title="Sales Report"
      description="Per agent with a deal or any activity in the chosen days (India time): the opportunities they own created then, their activity, and deals closed then (by closed date); every filter applies to every column. Deal values in lakhs. Every figure opens the rows behind it: the deals in Sales by Opportunity, the activities in Call Detail."
      caption="Sales by agent"
      columns={columnsFor(search)}
      rowKey={(r) => r.agentId}
      search={search}
      onSearchChange={onSearchChange}
      formatTotal={formatSalesTotal}
      totalLink={totalLinkFor(search)}
    />
  );
}
