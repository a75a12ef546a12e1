import { useMemo } from 'react';
import { PAYMENTS_BEING_RECORDED, useForgetShown, usePendingViews, withPending } from '../../../lib/offline/device/pending-views';
import { oldestIdFirst } from '../../../lib/offline/device/mirror-order';
import type { MilestoneDetail, MilestonePayment } from './milestone-types';

const paymentOrder = (a: MilestonePayment, b: MilestonePayment) => oldestIdFirst(a.id, b.id);

/**
 * The milestones with the payments being recorded on them on the device (pending-views.ts PAYMENTS_BEING_RECORDED).
 * Only a list the device copy answers (`onDevice`) takes them; once it holds a saved payment's row, the shown one is
 * let go. The milestone's amounts wait for the copy's row: a payment of the whole due amount leaves nothing due, and
 * the screen then takes the "Record payment" button away, with the dialog whose save is still running (a refusal,
 * the PIN rule, would have no form left to show it and keep what was typed).
 */
export function useWithPendingPayments(milestones: MilestoneDetail[] | undefined, onDevice: boolean): MilestoneDetail[] | undefined {
  const pending = usePendingViews<MilestonePayment>(PAYMENTS_BEING_RECORDED);
  const payments = useMemo(() => milestones?.flatMap((m) => m.paymentDetails), [milestones]);
  useForgetShown(payments, pending);
  return useMemo(() => {
    if (!milestones || !onDevice || pending.length === 0) return milestones;
    return milestones.map((m) => withPayments(m, pending.filter((p) => p.milestoneId === m.id)));
  }, [milestones, onDevice, pending]);
}

function withPayments(milestone: MilestoneDetail, pending: readonly MilestonePayment[]): MilestoneDetail {
  const paymentDetails = withPending(milestone.paymentDetails, pending, paymentOrder);
  return paymentDetails === milestone.paymentDetails ? milestone : { ...milestone, paymentDetails };
}
