import type { SalesRow } from '../../../../domain/reports/sales';
import type { Column } from '../../../ui/data-table';
import type { ReportSearch } from '../data/report-search';
import { salesFigureColumns } from '../../../ui/sales-figure-columns';
import { ReportTableScreen } from './report-table-screen';

/** Spec 002 §3: agent name, id, assigned opportunities, unique accounts, activity done; per bucket accounts and deal value (lakhs). */
const COLUMNS: Column<SalesRow>[] = salesFigureColumns<SalesRow>();

/** `sales-report`: per agent with a deal or activity in the range (spec 002 §3, issue 49), sales values in lakhs; CSV. */
export function SalesReportPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  return (
    <ReportTableScreen
      kind="sales"
      title="Sales Report"
      description="Per agent with a deal or any activity in the chosen days (India time): the opportunities they own created then, their activity, and deals closed then (by closed date); every filter applies to every column. Deal values in lakhs."
      caption="Sales by agent"
      columns={COLUMNS}
      rowKey={(r) => r.agentId}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
