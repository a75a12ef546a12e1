import type { ReactNode } from 'react';
import { formatRupees } from '../../../../domain/format/rupees';
import { PAYMENT_STATUS_GROUP_KEYS, PAYMENT_STATUS_GROUP_LABELS } from '../../../../domain/payments/payment-list';
import type { PaymentStatusGroup } from '../../../../domain/payments/statuses';
import { paymentEndpoints } from '../../../../domain/payments/payments.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import { SectionPanel } from '../../../ui/section-panel';

/** In progress, success or error, for one item. */
function ItemState<T>({ remote, children }: { remote: Resource<T>; children: (data: T) => ReactNode }) {
  if (remote.data !== undefined) return <>{children(remote.data)}</>;
  if (remote.error !== null) {
    return (
      <span className="text-red-700">
        Could not load.{' '}
        <button type="button" className="underline" onClick={() => void remote.refresh()}>
          Retry
        </button>
      </span>
    );
  }
  return <span className="text-slate-500">Loading…</span>;
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Bucket({ accountId, type }: { accountId: number; type: PaymentStatusGroup }) {
  const bucket = useResource(`bucket:${accountId}:${type}`, () => call(paymentEndpoints.bucketInfo, { query: { accountId, type }, notify: false }));
  return (
    <Item term={PAYMENT_STATUS_GROUP_LABELS[type]}>
      <ItemState remote={bucket}>{(b) => `${b.count} · ${formatRupees(b.amount)}`}</ItemState>
    </Item>
  );
}

/** The account's money around this payment: wallet, TDS of the milestone, buckets by status group, unutilized payments of this mode. */
export function AccountMoneyPanel({ accountId, milestoneId, modeId, modeName }: { accountId: number; milestoneId: number; modeId: number; modeName: string }) {
  // Each item loads, succeeds or fails on its own, keyed by its own key (spec 001 §4's per-item async states).
  const wallet = useResource(`wallet:${accountId}`, () => call(paymentEndpoints.wallet, { params: { accountId }, notify: false }));
  const tds = useResource(`tds:${milestoneId}`, () => call(paymentEndpoints.tdsRate, { query: { milestoneId }, notify: false }));
  const unutilized = useResource(`unutilized:${accountId}:${modeId}`, () => call(paymentEndpoints.unutilized, { query: { accountId, modeId }, notify: false }));
  return (
    <SectionPanel title="Account payments">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Item term="Wallet">
          <ItemState remote={wallet}>{(w) => formatRupees(w.walletAmount)}</ItemState>
        </Item>
        <Item term="TDS on this milestone">
          <ItemState remote={tds}>{(t) => `${t.tdsRatePercent}% · ${formatRupees(t.tdsAmount ?? 0)}`}</ItemState>
        </Item>
        <Item term={`Unutilized (${modeName})`}>
          <ItemState remote={unutilized}>{(u) => `${u.count} · ${formatRupees(u.amount)}`}</ItemState>
        </Item>
        {PAYMENT_STATUS_GROUP_KEYS.map((type) => (
          <Bucket key={type} accountId={accountId} type={type} />
        ))}
      </dl>
    </SectionPanel>
  );
}
