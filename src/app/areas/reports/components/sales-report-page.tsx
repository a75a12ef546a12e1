import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { formatLakhs } from '../../../../domain/format/lakhs';
import { groupThousands } from '../../../../domain/format/indian-grouping';
import type { SalesRow } from '../../../../domain/reports/sales';
import type { Column } from '../../../ui/data-table';
import type { ReportSearch } from '../data/report-search';
import { salesFigureColumns } from '../../../ui/sales-figure-columns';
import { ReportTableScreen } from './report-table-screen';

const linkClass = 'text-brand underline-offset-2 hover:underline';

/** The filters a click-through keeps: the days and the common filters, not this report's page or order. */
function dealsSearch(search: ReportSearch): ReportSearch {
  return { ...search, page: undefined, sort: undefined, dir: undefined };
}

/**
 * Spec 002 §3: agent name, id, assigned opportunities, unique accounts, activity done; per bucket accounts and deal
 * value (lakhs). Figures open the deals behind them (issue 49), in Sales by Opportunity for the same days and
 * filters, that agent's only: the assigned opportunities (its rows are the figure), and the Closed accounts and
 * deal value (the deals closed in the days, by closed date: their accounts and deal values are the figures).
 */
function columnsFor(search: ReportSearch): Column<SalesRow>[] {
  const deals = dealsSearch(search);
  return salesFigureColumns<SalesRow>().map((column) => {
    if (column.key === 'assigned')
      return {
        ...column,
        cell: (r: SalesRow) =>
          r.assignedOpportunities === 0 ? (
            0
          ) : (
            <Link to="/sales-report-opp" search={{ ...deals, agentId: r.agentId }} className={linkClass} aria-label={`${r.assignedOpportunities} opportunities of ${r.agentName}`}>
              {r.assignedOpportunities}
            </Link>
          ),
      };
    if (column.key === 'closed-accounts' || column.key === 'closed-value')
      return {
        ...column,
        cell: (r: SalesRow) =>
          r.closed.accounts === 0 ? (
            column.cell(r)
          ) : (
            <Link
              to="/sales-report-opp"
              search={{ ...deals, agentId: r.agentId, dated: 'closed' }}
              className={linkClass}
              aria-label={column.key === 'closed-accounts' ? `${r.closed.accounts} closed accounts of ${r.agentName}` : `Closed deal value of ${r.agentName}`}
            >
              {column.cell(r)}
            </Link>
          ),
      };
    return column;
  });
}

/** The totals row's deal figures open every owned deal behind them (the report's rows are per owner). */
function totalLinkFor(search: ReportSearch) {
  const deals = { ...dealsSearch(search), owned: 'yes' as const };
  return (key: string, shown: ReactNode): ReactNode => {
    if (key === 'assigned')
      return (
        <Link to="/sales-report-opp" search={deals} className={linkClass} aria-label="All assigned opportunities">
          {shown}
        </Link>
      );
    if (key === 'closed-accounts' || key === 'closed-value')
      return (
        <Link to="/sales-report-opp" search={{ ...deals, dated: 'closed' }} className={linkClass} aria-label={key === 'closed-accounts' ? 'All closed deals (accounts)' : 'All closed deals (deal value)'}>
          {shown}
        </Link>
      );
    return shown;
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
      description="Per agent with a deal or any activity in the chosen days (India time): the opportunities they own created then, their activity, and deals closed then (by closed date); every filter applies to every column. Deal values in lakhs. Assigned opportunities and the Closed figures open the deals behind them."
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
