import type { PaymentDetail } from '../../../../domain/payments/payment-contract';
import { NEW_PAYMENT_STATUS_ID, paymentEndpointVersion, paymentStatusName, type PaymentType } from '../../../../domain/payments/statuses';
import { recordPaymentEndpoints } from '../../../../domain/payments/payments.endpoints';
import { call, endpointPath } from '../../../lib/api/call';
import { getOfflineSession } from '../../../lib/offline/session/offline-session';
import { PAYMENTS_BEING_RECORDED, pendingLocalId, showWhileSaving } from '../../../lib/offline/device/pending-views';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/outbox/queued-write';

export type RecordPaymentInput = {
  milestoneId: number;
  amount: number;
  modeOfPaymentId: number;
  paymentType: PaymentType;
  yesBankResponseId?: string;
  pinCode: string;
  referenceNumber?: string;
  paymentDate?: string;
  clientId?: string;
};

/**
 * Records a payment: through the outbox when the offline session runs (SYNC.md; it shows as Pending on the
 * milestone, never settled, and the PIN rule refuses it on the device with the spec's message), else POST
 * /api/sapna/{v1|v2|v3}/payment: v2 when the mode of payment is 10, v3 when a bank response id exists,
 * otherwise v1 (the domain's paymentEndpointVersion decides).
 */
export function recordPayment(input: RecordPaymentInput, shownAs?: { milestoneName: string; modeOfPaymentName: string }): Promise<WriteResult> {
  const endpoint = recordPaymentEndpoints[paymentEndpointVersion(input)];
  const path = endpointPath(endpoint);
  const saving = writeThroughOutbox(
    {
      name: 'recordPayment',
      args: {
        milestoneId: input.milestoneId,
        amount: input.amount,
        modeOfPaymentId: input.modeOfPaymentId,
        paymentType: input.paymentType,
        yesBankResponseId: input.yesBankResponseId ?? null,
        pinCode: input.pinCode,
        referenceNumber: input.referenceNumber ?? null,
        paymentDate: input.paymentDate ?? null,
      },
      clientId: input.clientId,
    },
    () => call(endpoint, { body: input, notify: false }),
    { method: 'POST', path, notify: false },
  );
  if (shownAs && input.clientId && getOfflineSession()) showWhileSaving(PAYMENTS_BEING_RECORDED, queuedPayment({ ...input, clientId: input.clientId }, shownAs), saving);
  return saving;
}

/**
 * The payment as the device copy will hold it (payments/offline/commands.ts recordPayment: new, so pending), shown
 * under its milestone from now (pending-views.ts); a refusal on the device (the PIN rule) takes it away again.
 */
function queuedPayment(input: RecordPaymentInput & { clientId: string }, shownAs: { milestoneName: string; modeOfPaymentName: string }) {
  return {
    id: pendingLocalId(),
    milestoneId: input.milestoneId,
    milestoneName: shownAs.milestoneName,
    amount: input.amount,
    modeOfPaymentId: input.modeOfPaymentId,
    modeOfPaymentName: shownAs.modeOfPaymentName,
    yesBankResponseId: input.yesBankResponseId ?? null,
    paymentType: input.paymentType,
    statusId: NEW_PAYMENT_STATUS_ID,
    statusName: paymentStatusName(NEW_PAYMENT_STATUS_ID),
    referenceNumber: input.referenceNumber ?? null,
    paymentDate: input.paymentDate ?? null,
    createdAt: new Date().toISOString(),
    clientId: input.clientId,
  } satisfies Partial<PaymentDetail>;
}
