import { formatDateTime } from '../../../../domain/format/date-time';
import { formatCount } from '../../../../domain/format/placeholders';
import { formatRupees } from '../../../../domain/format/rupees';
import type { Column } from '../../../ui/table/data-table';
import type { AccountSearchResult } from '../data/account-types';
import { AccountLink } from './account-link';
import { ClientStatusBadge } from './client-status-badge';
import { PhoneNumbers } from './phone-numbers';
import { TAX_BASIS } from '../../../../domain/money/ledger';

/** Every my-accounts column of spec 000 §2, in the spec's order. Sortable where the server can sort. */
export const MY_ACCOUNTS_COLUMNS: readonly Column<AccountSearchResult>[] = [
  { key: 'accountId', header: 'Account Id', cell: (r) => <AccountLink accountId={r.accountId} />, sortable: true },
  { key: 'accountName', header: 'Account Name', cell: (r) => r.accountName, sortable: true, className: 'min-w-48' },
  { key: 'housingProfileId', header: 'Housing Profile Id', cell: (r) => r.housingProfileId ?? '-', className: 'font-mono text-xs break-all min-w-40' },
  { key: 'cityName', header: 'City', cell: (r) => r.cityName ?? '-' },
  { key: 'agentName', header: 'Agent', cell: (r) => r.agentName ?? 'Unassigned', className: 'whitespace-nowrap' },
  { key: 'pocContactNumbers', header: 'POC Contact Numbers', cell: (r) => <PhoneNumbers numbers={r.pocContactNumbers} /> },
  { key: 'dealValue', header: `Deal Value (${TAX_BASIS.excl})`, cell: (r) => formatRupees(r.dealValue), align: 'right' },
  { key: 'collectedAmount', header: `Collected Amount (${TAX_BASIS.incl})`, cell: (r) => formatRupees(r.collectedAmount), align: 'right' },
  { key: 'closedOpportunities', header: 'Closed Opportunities', cell: (r) => formatCount(r.closedOpportunities), align: 'right' },
  { key: 'activeOpportunities', header: 'Active Opportunities', cell: (r) => formatCount(r.activeOpportunities), align: 'right' },
  { key: 'clientStatusId', header: 'Client Status', cell: (r) => <ClientStatusBadge clientStatusId={r.clientStatusId} /> },
  { key: 'createdAt', header: 'Created At', cell: (r) => formatDateTime(r.createdAt), sortable: true, className: 'whitespace-nowrap' },
  { key: 'updatedAt', header: 'Updated At', cell: (r) => formatDateTime(r.updatedAt), sortable: true, className: 'whitespace-nowrap' },
  { key: 'accountWalletAmount', header: 'Wallet Amount', cell: (r) => formatRupees(r.accountWalletAmount), align: 'right' },
];
