import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import type { AccountSearchResult } from '../data/account-types';
import { AccountLink } from './account-link';
import { ClientStatusBadge } from './client-status-badge';
import { PhoneNumbers } from './phone-numbers';

/** my-accounts on a phone: one card per account with the same fields as the table's columns. */
export function AccountCards({ rows }: { rows: readonly AccountSearchResult[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Accounts">
      {rows.map((r) => (
        <li key={r.accountId} className="rounded-lg border border-slate-200 bg-white p-3">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{r.accountName}</p>
              <p className="text-sm text-slate-600">
                Account <AccountLink accountId={r.accountId} /> · {r.cityName ?? '-'}
              </p>
            </div>
            <ClientStatusBadge clientStatusId={r.clientStatusId} />
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <Field term="Deal Value">{formatRupees(r.dealValue)}</Field>
            <Field term="Collected Amount">{formatRupees(r.collectedAmount)}</Field>
            <Field term="Active Opportunities">{r.activeOpportunities}</Field>
            <Field term="Closed Opportunities">{r.closedOpportunities}</Field>
            <Field term="Wallet Amount">{formatRupees(r.accountWalletAmount)}</Field>
            <Field term="Agent">{r.agentName ?? 'Unassigned'}</Field>
            <Field term="Housing Profile Id" wide>
              <span className="font-mono text-xs break-all">{r.housingProfileId ?? '-'}</span>
            </Field>
            <Field term="POC Contact Numbers" wide>
              <PhoneNumbers numbers={r.pocContactNumbers} />
            </Field>
            <Field term="Created At">{formatDateTime(r.createdAt)}</Field>
            <Field term="Updated At">{formatDateTime(r.updatedAt)}</Field>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Field({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
