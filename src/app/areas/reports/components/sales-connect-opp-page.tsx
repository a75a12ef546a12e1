import { formatDate } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { SALES_CONNECT_CAMPAIGNS, SALES_CONNECT_CAMPAIGN_LABELS, type CollectedAmountRow, type SalesConnectRow } from '../../../../domain/reports/sales-connect';
import type { Column } from '../../../ui/table/data-table';
import { SelectField } from '../../../ui/form/select-field';
import type { ReportSearch } from '../data/report-search';
import { useSalesConnectCollected } from '../data/reports-api';
import { ReportTableScreen, type ReportColumnsHook } from './report-table-screen';
import { accountColumn, opportunityColumn } from '../../../ui/table/record-columns';

/** A collected or pending figure: the call's answer, '--' while it is not known (absent count, spec 000 §9). */
function amountOf(collected: Map<number, CollectedAmountRow> | undefined, id: number, key: 'collectedAmount' | 'pendingCollectionAmount'): string {
  const row = collected?.get(id);
  return row ? formatRupees(row[key]) : '--';
}

function columnsWith(collected: Map<number, CollectedAmountRow> | undefined): Column<SalesConnectRow>[] {
  return [
    opportunityColumn(),
    accountColumn(),
    { key: 'campaign', header: 'Campaign', cell: (r) => SALES_CONNECT_CAMPAIGN_LABELS[r.campaign], className: 'whitespace-nowrap' },
    { key: 'agent', header: 'Agent', cell: (r) => r.agentName ?? '-' },
    { key: 'city', header: 'City', cell: (r) => r.cityName ?? '-' },
    { key: 'status', header: 'Status', cell: (r) => r.statusName, className: 'whitespace-nowrap' },
    { key: 'dealValue', header: 'Deal value', cell: (r) => formatRupees(r.dealValue), align: 'right' },
    { key: 'collected', header: 'Collected', cell: (r) => amountOf(collected, r.opportunityId, 'collectedAmount'), align: 'right' },
    { key: 'pending', header: 'Pending collection', cell: (r) => amountOf(collected, r.opportunityId, 'pendingCollectionAmount'), align: 'right' },
    { key: 'created', header: 'Created', cell: (r) => formatDate(r.createdAt), className: 'whitespace-nowrap' },
  ];
}

/** The columns with the collected amount of the page's opportunities (collected-amount-salesconnect), and that call's failure. */
const useCollectedColumns: ReportColumnsHook<SalesConnectRow> = (rows, online) => {
  const collected = useSalesConnectCollected(
    rows.map((r) => r.opportunityId),
    online,
  );
  const collectedById = collected.data ? new Map(collected.data.map((c) => [c.opportunityId, c])) : undefined;
  return {
    columns: columnsWith(collectedById),
    notice: online && collected.error !== null && (
      <p role="alert" className="mb-2 text-sm text-red-800">
        The collected amounts could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void collected.refresh()}>
          Try again
        </button>
      </p>
    ),
  };
};

const CAMPAIGN_OPTIONS = SALES_CONNECT_CAMPAIGNS.map((c) => ({ value: c, label: SALES_CONNECT_CAMPAIGN_LABELS[c] }));

/**
 * `sales-connect-opp`: the opportunities that came from the Sales Connect campaigns (direct_partners_page,
 * call_center_number; spec 001 §9) created in the range, in the user's scope, paged with the total; the collected
 * amount of the page's opportunities from collected-amount-salesconnect; a campaign filter; the sales-connect CSV.
 * Online only: offline it says reports need a connection and keeps the filters (in the URL).
 */
export function SalesConnectOppPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  return (
    <ReportTableScreen
      kind="sales-connect"
      title="Sales Connect"
      description="Opportunities that came from the Sales Connect campaigns (direct partners page, call center number), created in the chosen days (India time), with what has been collected on each."
      caption="Sales Connect opportunities"
      useColumns={useCollectedColumns}
      rowKey={(r) => r.opportunityId}
      search={search}
      onSearchChange={onSearchChange}
      empty="No Sales Connect opportunities in this range."
      formatTotal={(_key, value) => formatRupees(value)}
      filters={
        <SelectField
          label="Campaign"
          placeholder="Both campaigns"
          options={CAMPAIGN_OPTIONS}
          value={search.campaign ?? ''}
          onChange={(e) => {
            const value = SALES_CONNECT_CAMPAIGNS.find((c) => c === e.target.value);
            onSearchChange({ ...search, campaign: value, page: undefined });
          }}
        />
      }
    />
  );
}
