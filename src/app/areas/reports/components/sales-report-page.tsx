import { Link } from '@tanstack/react-router';
import { formatLakhs } from '../../../../domain/format/lakhs';
import { groupThousands } from '../../../../domain/format/indian-grouping';
import type { SalesRow } from '../../../../domain/reports/sales';
import type { Column } from '../../../ui/data-table';
import type { ReportSearch } from '../data/report-search';
import { salesFigureColumns } from '../../../ui/sales-figure-columns';
import { ReportTableScreen } from './report-table-screen';

const linkClass = 'text-brand underline-offset-2 hover:underline';

/**
 * Spec 002 §3: agent name, id, assigned opportunities, unique accounts, activity done; per bucket accounts and deal
 * value (lakhs). An agent's assigned opportunities open the deals behind the figure (issue 49): Sales by Opportunity
 * for the same days and filters, that agent's only (its row count is the figure).
 */
function columnsFor(search: ReportSearch): Column<SalesRow>[] {
  return salesFigureColumns<SalesRow>().map((column) =>
    column.key === 'assigned'
      ? {
          ...column,
          cell: (r: SalesRow) =>
            r.assignedOpportunities === 0 ? (
              0
            ) : (
              <Link to="/sales-report-opp" search={{ ...search, agentId: r.agentId, page: undefined }} className={linkClass} aria-label={`${r.assignedOpportunities} opportunities of ${r.agentName}`}>
                {r.assignedOpportunities}
              </Link>
            ),
        }
      : column,
  );
}

/** Deal values in lakhs, as their columns show them; counts grouped. */
const formatSalesTotal = (key: string, value: number) => (key.endsWith('-value') ? formatLakhs(value) : groupThousands(value));

/** `sales-report`: per agent with a deal or activity in the range (spec 002 §3, issue 49), sales values in lakhs; CSV. */
export function SalesReportPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  return (
    <ReportTableScreen
      kind="sales"
      title="Sales Report"
      description="Per agent with a deal or any activity in the chosen days (India time): the opportunities they own created then, their activity, and deals closed then (by closed date); every filter applies to every column. Deal values in lakhs. An agent's assigned opportunities open the deals behind them."
      caption="Sales by agent"
      columns={columnsFor(search)}
      rowKey={(r) => r.agentId}
      search={search}
      onSearchChange={onSearchChange}
      formatTotal={formatSalesTotal}
    />
  );
}
