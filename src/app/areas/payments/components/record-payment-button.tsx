import { useState } from 'react';
import { PAYMENT_TYPES, type PaymentType } from '../../../../domain/payments/statuses';
import { formatRupees } from '../../../../domain/format/rupees';
import { SNACKBAR_FALLBACK_MESSAGE } from '../../../../domain/errors/messages';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { uuidv7 } from '../../../lib/offline/outbox/uuidv7';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { paymentFormInput, paymentFormSchema, PIN_MESSAGE_FIELDS, recordPaymentInput } from '../data/payment-form';
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
  const reference = useReferenceData();
  const [clientId] = useState(() => uuidv7());
  const form = useSchemaForm({
    defaultValues: {
      modeOfPaymentId: '',
      amount: milestone.dueAmount > 0 ? String(milestone.dueAmount) : '',
      paymentType: 'normal' as PaymentType,
      yesBankResponseId: '',
      pinCode: '',
      referenceNumber: '',
      paymentDate: '',
    },
    schema: paymentFormSchema,
    toInput: paymentFormInput,
    save: (checked, values) => {
      const input = recordPaymentInput(checked, values, milestone.id);
      const mode = reference.data?.paymentModes.find((m) => m.id === input.modeOfPaymentId)?.name ?? '';
      return recordPayment({ ...input, clientId }, { milestoneName: milestone.name, modeOfPaymentName: mode });
    },
    onSaved: () => {
      onRecorded();
      onClose();
    },
    failure: { inline: [], notice: { fallback: SNACKBAR_FALLBACK_MESSAGE }, fieldOfMessage: PIN_MESSAGE_FIELDS },
  });

  const modes = (reference.data?.paymentModes ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  const types = (reference.data?.paymentTypes ?? PAYMENT_TYPES).map((t) => ({ value: t, label: t === 'normal' ? 'Normal' : t }));
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`Record payment on ${milestone.name}`}
      description={`Due on this milestone: ${formatRupees(milestone.dueAmount)}`}
      submitLabel="Record payment"
    >
      <SelectField label="Mode of payment" required placeholder={reference.isLoading ? 'Loading…' : 'Select…'} options={modes} {...form.field('modeOfPaymentId')} />
      <TextField label="Amount (₹)" required inputMode="decimal" {...form.field('amount')} />
      <SelectField label="Payment type" required options={types} {...form.field('paymentType')} />
      <TextField label="Bank response id" {...form.field('yesBankResponseId')} maxLength={100} hint="Only when the bank has already confirmed the payment." />
      <TextField label="PIN code" required inputMode="numeric" autoComplete="postal-code" maxLength={6} {...form.field('pinCode')} />
      <TextField label="Reference number" {...form.field('referenceNumber')} maxLength={100} hint="Cheque, draft or transaction number." />
      <TextField label="Payment date" type="date" {...form.field('paymentDate')} />
    </FormDialog>
  );
}
