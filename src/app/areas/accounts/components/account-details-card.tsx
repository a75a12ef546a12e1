import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { ACCOUNT_STATUS } from '../../../../domain/opportunities/statuses';
import { CLIENT_TYPE } from '../../../../domain/reference/ids';
import type { AccountDetails } from '../data/account-types';
import { ClientStatusBadge } from './client-status-badge';

function label(table: { lookup: (id: number) => string | undefined }, id: number): string {
  return table.lookup(id) ?? String(id);
}

/** The account's details as a description list; the edit button and do-not-disturb switch sit in the header slot. */
export function AccountDetailsCard({ account, totalAccountValue, actions, footer }: { account: AccountDetails; totalAccountValue: number; actions?: ReactNode; footer?: ReactNode }) {
  return (
    <section aria-labelledby="account-details-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="account-details-heading" className="text-base font-semibold text-slate-900">
          Account details
        </h2>
        {actions}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Item term="Total account value">
          <span className="text-lg font-semibold">{formatRupees(totalAccountValue)}</span>
        </Item>
        <Item term="Account name">{account.name}</Item>
        <Item term="Housing profile id">
          <span className="font-mono text-xs break-all">{account.housingProfileId ?? '-'}</span>
        </Item>
        <Item term="Client type">{label(CLIENT_TYPE, account.clientTypeId)}</Item>
        <Item term="Client status">
          <ClientStatusBadge clientStatusId={account.clientStatusId} />
        </Item>
        <Item term="Account status">{label(ACCOUNT_STATUS, account.statusId)}</Item>
        <Item term="City">{account.cityName ?? '-'}</Item>
        <Item term="Agent">{account.agentName ?? 'Unassigned'}</Item>
        <Item term="PAN">{account.pan ?? '-'}</Item>
        <Item term="GSTIN">{account.gstin ?? '-'}</Item>
        <Item term="Lookup account id">{account.lookupAccountId ?? '-'}</Item>
        <Item term="Wallet amount">{formatRupees(account.accountWalletAmount)}</Item>
        <Item term="Address" wide>
          {account.address ?? '-'}
        </Item>
        <Item term="Created at">{formatDateTime(account.createdAt)}</Item>
        <Item term="Updated at">{formatDateTime(account.updatedAt)}</Item>
      </dl>
      {footer && <div className="mt-3 border-t border-slate-200 pt-3">{footer}</div>}
    </section>
  );
}

function Item({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <dt className="text-slate-600">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
