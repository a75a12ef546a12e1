import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { opportunityPagePath, opportunityStatusName } from '../../../../domain/opportunities/statuses';
import { rowClassOf } from '../../../../domain/opportunities/opportunity-list-row';
import { CLIENT_TYPE } from '../../../../domain/reference/ids';
import type { Column } from '../../../ui/table/data-table';
import { heldRows, ListTable } from '../../../ui/table/list-screen';
import type { AccountPageOpportunity, OpportunityRenewalSummary } from '../data/account-types';
import { useOpportunityRenewals } from '../data/use-opportunity-renewals';
import { RenewalAlertTag, RenewalTag } from '../../../ui/status/renewal-tags';
import { TAX_BASIS } from '../../../../domain/money/ledger';

const ROW_STYLES: Record<string, string> = {
  'opportunity-closed': 'bg-emerald-50/60',
  'opportunity-lost': 'text-slate-500',
};

const linkClass = 'inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline sm:min-h-0';

function typeLabel(typeId: number): string {
  return CLIENT_TYPE.name(typeId);
}

function columns(renewals: Map<number, OpportunityRenewalSummary>, loading: boolean): Column<AccountPageOpportunity>[] {
  return [
    { key: 'id', header: 'Id', value: (o) => o.id, cell: (o) => <Link to={opportunityPagePath(o.kind, o.id)} className={linkClass}>{o.id}</Link> },
    { key: 'name', header: 'Name', cell: (o) => o.name, className: 'min-w-48' },
    { key: 'typeId', header: 'Type', priority: 3, cell: (o) => typeLabel(o.typeId) },
    // Every row is this account's: its id only where the table has room to spare.
    { key: 'accountId', header: 'Account Id', priority: 4, cell: (o) => o.accountId },
    { key: 'statusId', header: 'Status', cell: (o) => opportunityStatusName(o.statusId), className: 'whitespace-nowrap' },
    { key: 'ownerName', header: 'Owner', priority: 2, value: (o) => o.ownerName, cell: (o) => o.ownerName ?? '-', className: 'whitespace-nowrap' },
    { key: 'dealValue', header: `Deal Value (${TAX_BASIS.excl})`, value: (o) => o.dealValue, cell: (o) => formatRupees(o.dealValue), align: 'right' },
    { key: 'pendingCollectionAmount', header: `Pending Collection (${TAX_BASIS.incl})`, priority: 2, value: (o) => o.pendingCollectionAmount, cell: (o) => formatRupees(o.pendingCollectionAmount), align: 'right' },
    { key: 'createdAt', header: 'Created At', priority: 3, value: (o) => o.createdAt, cell: (o) => formatDateTime(o.createdAt), className: 'whitespace-nowrap' },
    { key: 'updatedAt', header: 'Updated At', priority: 4, value: (o) => o.updatedAt, cell: (o) => formatDateTime(o.updatedAt), className: 'whitespace-nowrap' },
    { key: 'renewalAlert', header: 'Renewal Alert', priority: 3, sortable: false, cell: (o) => <RenewalAlertTag summary={renewals.get(o.id)} loading={loading} /> },
    { key: 'renewalTag', header: 'Renewal', priority: 2, sortable: false, cell: (o) => <RenewalTag summary={renewals.get(o.id)} loading={loading} /> },
  ];
}

/** The account's opportunities (spec 000 §2 row fields); the renewal tags come from the report call. */
export function AccountOpportunitiesTable({ opportunities }: { opportunities: readonly AccountPageOpportunity[] }) {
  const renewals = useOpportunityRenewals(opportunities.map((o) => o.id));
  const byId = new Map((renewals.data ?? []).map((r) => [r.opportunityId, r]));
  const loading = opportunities.length > 0 && renewals.data === undefined && renewals.error === null;
  return (
    <ListTable
      what="opportunities"
      caption="Opportunities"
      regionLabel="Opportunities table"
      columns={columns(byId, loading)}
      resource={heldRows(opportunities)}
      rowKey={(o) => o.id}
      rowClassName={(o) => {
        const rowClass = rowClassOf(o.statusId, o.rowClass);
        return rowClass ? `${rowClass} ${ROW_STYLES[rowClass] ?? ''}` : undefined;
      }}
      empty="This account has no opportunities yet."
    />
  );
}
