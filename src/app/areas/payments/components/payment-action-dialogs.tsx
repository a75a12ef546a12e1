import { PAYMENT_ACTION_LABELS, paymentRecollectInputSchema, paymentStatusChangeInputSchema, refundInputSchema, type PaymentStatusAction } from '../../../../domain/payments/payment-actions';
import { formatRupees } from '../../../../domain/format/rupees';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { changePaymentStatus, recollectPayment, refundPayment } from '../data/payment-actions';
import { PIN_MESSAGE_FIELDS } from '../data/payment-form';
import type { PaymentPage } from '../data/payment-types';

type DialogProps = { payment: PaymentPage; onClose: () => void; onDone: () => void };

const amountOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/** Finance: approve, reject or send back to RAM, with a remark (needed to reject or send back). */
export function StatusChangeDialog({ payment, action, onClose, onDone }: DialogProps & { action: PaymentStatusAction }) {
  const form = useSchemaForm({
    defaultValues: { remark: '' },
    schema: paymentStatusChangeInputSchema,
    toInput: (v) => ({ action, remark: v.remark.trim() || undefined, baseVersion: payment.version }),
    save: (input) => changePaymentStatus(payment.id, input),
    success: (answer) => answer.message,
    onSaved: () => {
      onDone();
      onClose();
    },
  });
  return (
    <FormDialog form={form} onClose={onClose} title={`${PAYMENT_ACTION_LABELS[action]} payment #${payment.id}`} description={formatRupees(payment.amount)} submitLabel={PAYMENT_ACTION_LABELS[action]}>
      <TextAreaField label="Remark" required={action !== 'approve'} maxLength={500} {...form.field('remark')} />
    </FormDialog>
  );
}

/** Recollect (after a rejection) or represent (a bounced cheque): a new payment on the same milestone; the PIN as when adding. */
export function RecollectDialog({ payment, paymentType, onClose, onDone }: DialogProps & { paymentType: 'Recollection' | 'Representation' }) {
  const form = useSchemaForm({
    defaultValues: { amount: String(payment.amount), pinCode: payment.pinCode, referenceNumber: '', paymentDate: '' },
    schema: paymentRecollectInputSchema,
    toInput: (v) => ({
      paymentType,
      amount: amountOf(v.amount),
      pinCode: v.pinCode.trim() || null,
      referenceNumber: v.referenceNumber.trim() || null,
      paymentDate: v.paymentDate || null,
    }),
    save: (input) => recollectPayment(payment.id, input),
    success: (answer) => answer.message,
    onSaved: () => {
      onDone();
      onClose();
    },
    failure: { fieldOfMessage: PIN_MESSAGE_FIELDS },
  });
  const verb = paymentType === 'Recollection' ? 'Recollect' : 'Represent';
  return (
    <FormDialog form={form} onClose={onClose} title={`${verb} payment #${payment.id}`} description={`${payment.statusName} · ${payment.modeOfPaymentName}`} submitLabel={verb}>
      <TextField label="Amount (₹)" required inputMode="decimal" {...form.field('amount')} />
      <TextField label="PIN code" required inputMode="numeric" maxLength={6} {...form.field('pinCode')} />
      <TextField label="Reference number" maxLength={100} {...form.field('referenceNumber')} />
      <TextField label="Payment date" type="date" {...form.field('paymentDate')} />
    </FormDialog>
  );
}

/** Finance: refund part or all of what was approved and not yet refunded. A seller (forApproval): ask for it; a Refund approval decides. */
export function RefundDialog({ payment, refundable, onClose, onDone, forApproval = false }: DialogProps & { refundable: number; forApproval?: boolean }) {
  const form = useSchemaForm({
    defaultValues: { amount: String(refundable), remark: '' },
    schema: refundInputSchema,
    toInput: (v) => ({ paymentId: payment.id, amount: amountOf(v.amount), remark: v.remark.trim() || undefined }),
    save: (input) => refundPayment(input),
    success: (answer) => answer.message,
    onSaved: () => {
      onDone();
      onClose();
    },
  });
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={forApproval ? `Request a refund of payment #${payment.id}` : `Refund payment #${payment.id}`}
      description={forApproval ? `Refundable: ${formatRupees(refundable)}. The refund is made once its approval is approved.` : `Refundable: ${formatRupees(refundable)}`}
      submitLabel={forApproval ? 'Send for approval' : 'Refund'}
    >
      <TextField label="Amount (₹)" required inputMode="decimal" {...form.field('amount')} />
      <TextAreaField label="Remark" maxLength={500} {...form.field('remark')} />
    </FormDialog>
  );
}
