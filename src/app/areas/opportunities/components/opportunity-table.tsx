import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { opportunityPagePath, opportunityStatusName } from '../../../../domain/opportunities/statuses';
import { CLIENT_TYPE } from '../../../../domain/reference/ids';
import type { Column } from '../../../ui/table/data-table';
import { useRenewalReport } from '../data/renewal-report';
import type { OpportunityRow, RenewalSummary } from '../data/opportunity-types';
import { RenewalAlertTag, RenewalTag } from '../../../ui/status/renewal-tags';
import { TAX_BASIS } from '../../../../domain/money/ledger';

/** Row style classes the server sends (closed and lost buckets), as the screen shows them. */
const ROW_STYLES: Record<string, string> = {
  'opportunity-closed': 'bg-emerald-50/60',
  'opportunity-lost': 'text-slate-500',
};

const linkClass = 'text-brand underline-offset-2 hover:underline';

function typeLabel(typeId: number): string {
  return CLIENT_TYPE.name(typeId);
}

function columns(renewals: Map<number, RenewalSummary> | undefined, loading: boolean): Column<OpportunityRow>[] {
  return [
    { key: 'id', header: 'Id', value: (o) => o.id, cell: (o) => <Link to={opportunityPagePath(o.kind, o.id)} className={linkClass}>{o.id}</Link> },
    { key: 'name', header: 'Name', value: (o) => o.name, cell: (o) => <Link to={opportunityPagePath(o.kind, o.id)} className={linkClass}>{o.name}</Link>, className: 'min-w-48' },
    { key: 'typeId', header: 'Type', cell: (o) => typeLabel(o.typeId) },
    { key: 'accountId', header: 'Account', value: (o) => o.accountId, cell: (o) => <Link to="/account/$accountId" params={{ accountId: o.accountId }} className={linkClass} title={o.accountName}>{o.accountId}</Link> },
    { key: 'statusId', header: 'Status', cell: (o) => opportunityStatusName(o.statusId), className: 'whitespace-nowrap' },
    { key: 'ownerName', header: 'Owner', cell: (o) => o.ownerName ?? '--', className: 'whitespace-nowrap' },
    { key: 'dealValue', header: `Deal value (${TAX_BASIS.excl})`, value: (o) => o.dealValue, cell: (o) => formatRupees(o.dealValue), align: 'right' },
    { key: 'pendingCollectionAmount', header: `Pending collection (${TAX_BASIS.incl})`, value: (o) => o.pendingCollectionAmount, cell: (o) => formatRupees(o.pendingCollectionAmount), align: 'right' },
    { key: 'createdAt', header: 'Created', cell: (o) => formatDateTime(o.createdAt), className: 'whitespace-nowrap' },
    { key: 'updatedAt', header: 'Updated', cell: (o) => formatDateTime(o.updatedAt), className: 'whitespace-nowrap' },
    { key: 'renewalAlert', header: 'Renewal alert', cell: (o) => <RenewalAlertTag summary={renewals?.get(o.id)} loading={loading} /> },
    { key: 'renewalTag', header: 'Renewal', cell: (o) => <RenewalTag summary={renewals?.get(o.id)} loading={loading} /> },
  ];
}

/** The opportunity table of spec 000 §2 for the rows on screen (their renewal tags load beside them); ids and names open the page of the opportunity's kind. */
export function useOpportunityColumns(rows: readonly OpportunityRow[]): Column<OpportunityRow>[] {
  const renewals = useRenewalReport(rows.map((r) => r.id));
  const loading = rows.length > 0 && renewals.data === undefined && renewals.error === null;
  return columns(renewals.data, loading);
}

/** The class of an opportunity's row: the server's style class, as the screen shows it. */
export function opportunityRowClass(o: OpportunityRow): string | undefined {
  return o.rowClass ? `${o.rowClass} ${ROW_STYLES[o.rowClass] ?? ''}` : undefined;
}
