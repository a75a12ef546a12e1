import { Link } from '@tanstack/react-router';
import { formatRupees } from '../../../../domain/format/rupees';
import { WaitingToSyncBadge } from '../../../ui/status/waiting-to-sync-badge';
import type { MilestonePayment } from '../data/milestone-types';

/** A milestone's payments: each id links to its payment page (one recorded on this device has no page yet). */
export function MilestonePayments({ payments }: { payments: readonly MilestonePayment[] }) {
  if (payments.length === 0) return <span className="text-slate-500">No payments</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {payments.map((p) => (
        <li key={p.id} className="sm:whitespace-nowrap">
          {p.id > 0 ? (
            <Link to="/payment/$paymentId" params={{ paymentId: p.id }} className="text-brand underline underline-offset-2">
              #{p.id}
            </Link>
          ) : (
            <span className="text-slate-600">New</span>
          )}{' '}
          {formatRupees(p.amount)} · {p.modeOfPaymentName} · {p.statusName}
          {p.pending && <WaitingToSyncBadge className="ml-1" />}
        </li>
      ))}
    </ul>
  );
}
