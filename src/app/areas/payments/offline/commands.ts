import { fromPaise, toPaise } from '../../../../domain/money/paise';
import { NEW_PAYMENT_STATUS_ID, paymentEndpointVersion, paymentStatusName, type PaymentType } from '../../../../domain/payments/statuses';
import { validatePaymentPinCode } from '../../../../domain/validation/pin-code';
import type { PaymentRow } from '../../../lib/offline/device/mirror-rows';
import { CommandRefusedError, compact, defineKind, num, preparedCreate, refArgs, refOf, rowOnDevice, str } from '../../../lib/offline/outbox/command-kind';
import { dueAmountOf } from '../../../../domain/milestones/due-amount';

// Payments: recorded against a milestone (one created offline is named by its client id). A payment queued on
// the device shows as Pending (status 1) and adds to the milestone's pending amount: never as settled.


export type RecordPaymentInput = {
  /** The milestone's id in the mirror (negative for one created on this device). */
  milestoneId: number;
  amount: number;
  modeOfPaymentId: number;
  yesBankResponseId?: string | null;
  paymentType?: PaymentType;
  pinCode: string | null | undefined;
  referenceNumber?: string | null;
  /** 'YYYY-MM-DD'. */
  paymentDate?: string | null;
};

export const recordPayment = defineKind<RecordPaymentInput>({
  name: 'recordPayment',
  entity: 'payment',
  creates: true,
  validate(input) {
    // The PIN rule, refused on the device with the spec's messages before anything is queued.
    const pinMessage = validatePaymentPinCode(input.pinCode);
    if (pinMessage !== null) throw new CommandRefusedError(pinMessage);
  },
  async prepare(w, input, created) {
    const milestone = await rowOnDevice(w, 'milestones', input.milestoneId);
    return preparedCreate(
      compact({
        ...refArgs('milestone', milestone),
        amount: input.amount,
        modeOfPaymentId: input.modeOfPaymentId,
        yesBankResponseId: input.yesBankResponseId ?? undefined,
        paymentType: input.paymentType ?? undefined,
        pinCode: (input.pinCode ?? '').trim(),
        referenceNumber: input.referenceNumber ?? undefined,
        paymentDate: input.paymentDate ?? undefined,
        clientId: created.clientId,
      }),
      created,
      milestone.accountId,
    );
  },
  async apply(w, command) {
    const a = command.args;
    const clientId = str(a.clientId);
    if (clientId == null || command.localId == null) return;
    if (await w.find('payments', { clientId })) return;
    const milestone = await w.find('milestones', refOf('milestone', a));
    if (!milestone) return;
    const amount = num(a.amount) ?? 0;
    const modeOfPaymentId = num(a.modeOfPaymentId) ?? 0;
    const modes = (await w.reference('paymentModes')) as { id: number; name: string }[] | undefined;
    const yesBankResponseId = str(a.yesBankResponseId);
    const row: PaymentRow = {
      id: command.localId,
      milestoneId: milestone.id,
      milestoneName: milestone.name,
      termsheetId: milestone.termsheetId,
      opportunityId: milestone.opportunityId,
      accountId: milestone.accountId,
      amount,
      refundedAmount: 0,
      modeOfPaymentId,
      modeOfPaymentName: modes?.find((m) => m.id === modeOfPaymentId)?.name ?? '',
      yesBankResponseId,
      paymentType: str(a.paymentType) ?? 'normal',
      statusId: NEW_PAYMENT_STATUS_ID,
      statusName: paymentStatusName(NEW_PAYMENT_STATUS_ID),
      pinCode: str(a.pinCode) ?? '',
      referenceNumber: str(a.referenceNumber),
      paymentDate: str(a.paymentDate),
      sendToRcm: false,
      apiVersion: paymentEndpointVersion({ modeOfPaymentId, yesBankResponseId }),
      clientId,
      _clientId: clientId,
      version: 1,
      createdAt: command.deviceTime,
      updatedAt: command.deviceTime,
    };
    await w.put('payments', row);
    // As the server: the milestone is marked paymentAdded (its version moves on) and the amount is pending.
    const pendingPaymentAmount = fromPaise(toPaise(milestone.pendingPaymentAmount) + toPaise(amount));
    const next = { ...milestone, paymentAdded: true, pendingPaymentAmount, version: milestone.version + 1, updatedAt: command.deviceTime };
    await w.put('milestones', { ...next, dueAmount: dueAmountOf(next) });
  },
});

/** The engine's typed command inputs (lib/offline/outbox/command-registry.ts). */
declare module '../../../lib/offline/outbox/command-registry' {
  interface CommandInputs {
    recordPayment: RecordPaymentInput;
  }
}
