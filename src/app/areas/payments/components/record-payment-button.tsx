import { useState, type FormEvent } from 'react';
import { PAYMENT_TYPES, type PaymentType } from '../../../../domain/payments/statuses';
import { formatRupees } from '../../../../domain/format/rupees';
import { SNACKBAR_FALLBACK_MESSAGE } from '../../../../domain/errors/messages';
import { failureText, serverFailureText } from '../../../lib/api/failure-text';
import { notifySaved } from '../../../lib/offline/queued-write';
import { uuidv7 } from '../../../lib/offline/uuidv7';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { PIN_MESSAGES, validatePaymentForm, type PaymentFormErrors, type PaymentFormValues } from '../data/payment-form';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import type { PayableMilestone } from '../data/payment-types';
import { recordPayment } from '../data/record-payment';

/** "Record payment" on a milestone and its dialog. */
export function RecordPaymentButton({ milestone, onRecorded }: { milestone: PayableMilestone; onRecorded: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={`Record payment on ${milestone.name}`}>
        Record payment
      </Button>
      {open && <RecordPaymentDialog milestone={milestone} onClose={() => setOpen(false)} onRecorded={onRecorded} />}
    </>
  );
}

function RecordPaymentDialog({ milestone, onClose, onRecorded }: { milestone: PayableMilestone; onClose: () => void; onRecorded: () => void }) {
  const notify = useNotify();
  const reference = useReferenceData();
  const [values, setValues] = useState<PaymentFormValues>({
    modeOfPaymentId: '',
    amount: milestone.dueAmount > 0 ? String(milestone.dueAmount) : '',
    paymentType: 'normal',
    yesBankResponseId: '',
    pinCode: '',
    referenceNumber: '',
    paymentDate: '',
  });
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [clientId] = useState(() => uuidv7());
  const set = (key: keyof PaymentFormValues, value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { errors: found, input } = validatePaymentForm(values, milestone.id);
    setErrors(found);
    if (!input) return;
    setBusy(true);
    try {
      notifySaved(notify, await recordPayment({ ...input, clientId }));
      onRecorded();
      onClose();
    } catch (error) {
      const said = serverFailureText(error);
      if (said && PIN_MESSAGES.includes(said)) setErrors({ pinCode: said });
      else notify.error(failureText(error, SNACKBAR_FALLBACK_MESSAGE));
      setBusy(false);
    }
  }

  const modes = (reference.data?.paymentModes ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  const types = (reference.data?.paymentTypes ?? PAYMENT_TYPES).map((t) => ({ value: t, label: t === 'normal' ? 'Normal' : t }));
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Record payment on ${milestone.name}`}
      description={`Due on this milestone: ${formatRupees(milestone.dueAmount)}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="record-payment-form" busy={busy}>
            Record payment
          </Button>
        </>
      }
    >
      <form id="record-payment-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <SelectField
          label="Mode of payment"
          required
          placeholder={reference.isLoading ? 'Loading…' : 'Select…'}
          options={modes}
          value={values.modeOfPaymentId}
          onChange={(e) => set('modeOfPaymentId', e.target.value)}
          error={errors.modeOfPaymentId}
        />
        <TextField label="Amount (₹)" required inputMode="decimal" value={values.amount} onChange={(e) => set('amount', e.target.value)} error={errors.amount} />
        <SelectField label="Payment type" required options={types} value={values.paymentType} onChange={(e) => set('paymentType', e.target.value as PaymentType)} error={errors.paymentType} />
        <TextField label="Bank response id" value={values.yesBankResponseId} onChange={(e) => set('yesBankResponseId', e.target.value)} error={errors.yesBankResponseId} maxLength={100} hint="Only when the bank has already confirmed the payment." />
        <TextField label="PIN code" required inputMode="numeric" autoComplete="postal-code" maxLength={6} value={values.pinCode} onChange={(e) => set('pinCode', e.target.value)} error={errors.pinCode} />
        <TextField label="Reference number" value={values.referenceNumber} onChange={(e) => set('referenceNumber', e.target.value)} maxLength={100} hint="Cheque, draft or transaction number." />
        <TextField label="Payment date" type="date" value={values.paymentDate} onChange={(e) => set('paymentDate', e.target.value)} />
      </form>
    </Dialog>
  );
}
