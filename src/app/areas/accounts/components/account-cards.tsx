import { memo, type ReactNode } from 'react';
import { formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import type { AccountSearchResult } from '../data/account-types';
import { sameRecord } from '../../../ui/same-record';
import { buttonClasses } from '../../../ui/button-classes';
import { useDrawnNearView } from '../../../ui/table/use-drawn-near-view';
import { useListGeneration } from '../../../ui/table/use-list-generation';
import { AccountLink } from './account-link';
import { ClientStatusBadge } from './client-status-badge';
import { PhoneNumbers } from './phone-numbers';
import { TAX_BASIS } from '../../../../domain/money/ledger';

/**
 * Cards drawn at once (a tall phone's screenful: a card is about 18rem); the rest of the page's (up to 100) follow
 * CARDS_A_STEP at a time as the reader scrolls near them (use-drawn-near-view.ts), or taps "Show more". A step's
 * commit and layout is one task: on Lighthouse's mobile profile (4x CPU) a step of 12 cards was 90-150 ms, a step of
 * 4 is under 50 ms (issue 10). Another search's answer starts again from the first FIRST_CARDS (issue 55).
 */
export const FIRST_CARDS = 6;
export const CARDS_A_STEP = 4;

const accountIdOf = (row: AccountSearchResult) => row.accountId;

/** my-accounts on a phone: one card per account with the same fields as the table's columns. */
export function AccountCards({ rows }: { rows: readonly AccountSearchResult[] }) {
  const { shown, sentinelRef, showMore } = useDrawnNearView(rows.length, FIRST_CARDS, CARDS_A_STEP, useListGeneration(rows, accountIdOf, FIRST_CARDS));
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Accounts">
        {rows.slice(0, shown).map((r) => (
          <AccountCard key={r.accountId} row={r} />
        ))}
      </ul>
      {shown < rows.length && (
        <button ref={sentinelRef} type="button" className={buttonClasses('secondary', 'md', 'w-full')} onClick={showMore}>
          Show more accounts ({shown} of {rows.length} on this page shown)
        </button>
      )}
    </>
  );
}

/**
 * One account's card. The same account from the server and then from the device's copy (a fresh device switches
 * once its first download is done) is not drawn again: the page's 100 cards were a second long task (issue 10).
 * Cards below the screen are laid out and painted when scrolled near (content-visibility), sized meanwhile by their
 * last known height (about 18rem at first).
 */
const AccountCard = memo(
  function AccountCard({ row }: { row: AccountSearchResult }) {
    return (
      <li className="rounded-lg border border-slate-200 bg-white p-3 [contain-intrinsic-size:auto_18rem] [content-visibility:auto]">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{row.accountName}</p>
            <p className="text-sm text-slate-600">
              Account <AccountLink accountId={row.accountId} /> · {row.cityName ?? '-'}
            </p>
          </div>
          <ClientStatusBadge clientStatusId={row.clientStatusId} />
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <Field term={`Deal Value (${TAX_BASIS.excl})`}>{formatRupees(row.dealValue)}</Field>
          <Field term={`Collected Amount (${TAX_BASIS.incl})`}>{formatRupees(row.collectedAmount)}</Field>
          <Field term="Active Opportunities">{row.activeOpportunities}</Field>
          <Field term="Closed Opportunities">{row.closedOpportunities}</Field>
          <Field term="Wallet Amount">{formatRupees(row.accountWalletAmount)}</Field>
          <Field term="Agent">{row.agentName ?? 'Unassigned'}</Field>
          <Field term="Housing Profile Id" wide>
            <span className="font-mono text-xs break-all">{row.housingProfileId ?? '-'}</span>
          </Field>
          <Field term="POC Contact Numbers" wide>
            <PhoneNumbers numbers={row.pocContactNumbers} />
          </Field>
          <Field term="Created At">{formatDateTime(row.createdAt)}</Field>
          <Field term="Updated At">{formatDateTime(row.updatedAt)}</Field>
        </dl>
      </li>
    );
  },
  (previous, next) => sameRecord(previous.row, next.row),
);

function Field({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
