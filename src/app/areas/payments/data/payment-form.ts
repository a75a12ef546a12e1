import { paymentCreateSchema } from '../../../../domain/payments/payment-schema';
import type { PaymentType } from '../../../../domain/payments/statuses';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import type { RecordPaymentInput } from './record-payment';

export type PaymentFormValues = {
  modeOfPaymentId: string;
  amount: string;
  paymentType: PaymentType;
  yesBankResponseId: string;
  pinCode: string;
  referenceNumber: string;
  paymentDate: string;
};
export type PaymentFormField = 'modeOfPaymentId' | 'amount' | 'paymentType' | 'yesBankResponseId' | 'pinCode';
export type PaymentFormErrors = Partial<Record<PaymentFormField, string>>;

/** The PIN messages the server may answer with; they belong next to the PIN field, not in a notice. */
export const PIN_MESSAGES: readonly string[] = [VALIDATION_MESSAGES.pinCodeMandatoryForPayment, VALIDATION_MESSAGES.pinCode];

function numberOrText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** The form's fields: the milestone comes from the screen (negative for one created on this device, SYNC.md). */
const paymentFormSchema = paymentCreateSchema.omit({ milestoneId: true });

/** Checks the form with the domain's payment schema (PIN mandatory, 6 digits not starting with 0). */
export function validatePaymentForm(values: PaymentFormValues, milestoneId: number): { errors: PaymentFormErrors; input: RecordPaymentInput | null } {
  const parsed = paymentFormSchema.safeParse({
    modeOfPaymentId: numberOrText(values.modeOfPaymentId),
    amount: numberOrText(values.amount),
    paymentType: values.paymentType,
    yesBankResponseId: values.yesBankResponseId.trim() || undefined,
    pinCode: values.pinCode.trim() === '' ? undefined : values.pinCode,
  });
  if (!parsed.success) {
    const errors: PaymentFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PaymentFormField | undefined;
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
    return { errors, input: null };
  }
  const p = parsed.data;
  return {
    errors: {},
    input: {
      milestoneId,
      amount: p.amount,
      modeOfPaymentId: p.modeOfPaymentId,
      paymentType: p.paymentType,
      pinCode: p.pinCode,
      ...(p.yesBankResponseId !== undefined && p.yesBankResponseId !== null && String(p.yesBankResponseId) !== '' ? { yesBankResponseId: String(p.yesBankResponseId) } : {}),
      ...(values.referenceNumber.trim() ? { referenceNumber: values.referenceNumber.trim() } : {}),
      ...(values.paymentDate ? { paymentDate: values.paymentDate } : {}),
    },
  };
}
