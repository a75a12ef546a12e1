import { formatDate } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { ACCOUNT_STATUS } from '../../../../domain/opportunities/statuses';
import type { Column } from '../../../ui/table/data-table';
import { heldRows, ListTable } from '../../../ui/table/list-screen';
import type { AccountSearchResult } from '../data/account-types';
import { AccountLink } from './account-link';
import type { MergeSelection } from './use-merge-selection';

function statusName(statusId: number): string {
  return ACCOUNT_STATUS.lookup(statusId) ?? String(statusId);
}

/** The columns of accounts found for merging: a radio to keep one, a checkbox for each to merge into it. */
export function mergeCandidateColumns(selection: MergeSelection): Column<AccountSearchResult>[] {
  return [
    {
      key: 'keep',
      header: 'Keep',
      sortable: false,
      cell: (a) => (
        <label className="inline-flex min-h-11 items-center gap-2 sm:min-h-8">
          <input
            type="radio"
            name="survivor"
            className="size-5 accent-brand"
            checked={selection.survivor?.accountId === a.accountId}
            onChange={() => selection.keep(a)}
            aria-label={`Keep account ${a.accountId} ${a.accountName}`}
          />
        </label>
      ),
    },
    {
      key: 'merge',
      header: 'Merge',
      sortable: false,
      cell: (a) => (
        <label className="inline-flex min-h-11 items-center gap-2 sm:min-h-8">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={selection.isMerged(a.accountId)}
            disabled={selection.survivor?.accountId === a.accountId}
            onChange={() => selection.toggleMerged(a)}
            aria-label={`Merge account ${a.accountId} ${a.accountName}`}
          />
        </label>
      ),
    },
    { key: 'accountId', header: 'Account Id', value: (a) => a.accountId, cell: (a) => <AccountLink accountId={a.accountId} /> },
    { key: 'accountName', header: 'Account Name', cell: (a) => a.accountName, className: 'min-w-48' },
    { key: 'housingProfileId', header: 'Housing Profile Id', priority: 3, value: (a) => a.housingProfileId, cell: (a) => a.housingProfileId ?? '-', className: 'font-mono text-xs break-all min-w-40' },
    { key: 'cityName', header: 'City', priority: 2, value: (a) => a.cityName, cell: (a) => a.cityName ?? '-' },
    { key: 'agentName', header: 'Agent', value: (a) => a.agentName, cell: (a) => a.agentName ?? 'Unassigned', className: 'whitespace-nowrap' },
    { key: 'statusId', header: 'Status', priority: 2, cell: (a) => statusName(a.statusId) },
    { key: 'dealValue', header: 'Deal Value', priority: 3, value: (a) => a.dealValue, cell: (a) => formatRupees(a.dealValue), align: 'right' },
    { key: 'createdAt', header: 'Created At', priority: 4, value: (a) => a.createdAt, cell: (a) => formatDate(a.createdAt), className: 'whitespace-nowrap' },
  ];
}

/** Accounts found for merging (one group, not paged): a radio to keep one, a checkbox for each to merge into it. */
export function MergeCandidatesTable({ caption, rows, selection }: { caption: string; rows: readonly AccountSearchResult[]; selection: MergeSelection }) {
  return <ListTable what="accounts" caption={caption} columns={mergeCandidateColumns(selection)} resource={heldRows(rows)} rowKey={(a) => a.accountId} empty="No accounts in this group." />;
}
