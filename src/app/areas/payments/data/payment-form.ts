import { paymentCreateSchema, type PaymentCreate } from '../../../../domain/payments/payment-schema';
import type { PaymentType } from '../../../../domain/payments/statuses';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { numberOrText } from '../../../lib/forms/validate-form';
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

/** The PIN messages the server (or the device) may refuse a payment with; they belong next to the PIN field. */
export const PIN_MESSAGE_FIELDS: Readonly<Record<string, 'pinCode'>> = {
  [VALIDATION_MESSAGES.pinCodeMandatoryForPayment]: 'pinCode',
  [VALIDATION_MESSAGES.pinCode]: 'pinCode',
};

/** The form's fields, checked with the domain's payment schema (PIN mandatory, 6 digits not starting with 0); the milestone comes from the screen. */
export const paymentFormSchema = paymentCreateSchema.omit({ milestoneId: true });

/** The fields' text as the schema takes it. */
export function paymentFormInput(values: PaymentFormValues) {
  return {
    modeOfPaymentId: numberOrText(values.modeOfPaymentId),
    amount: numberOrText(values.amount),
    paymentType: values.paymentType,
    yesBankResponseId: values.yesBankResponseId.trim() || undefined,
    pinCode: values.pinCode.trim() === '' ? undefined : values.pinCode,
  };
}

/**
 * The payment to record: the checked fields, the optional reference number and date as typed, and the milestone
 * (negative for one created on this device, SYNC.md).
 */
export function recordPaymentInput(checked: Omit<PaymentCreate, 'milestoneId'>, values: PaymentFormValues, milestoneId: number): RecordPaymentInput {
  const bankResponse = checked.yesBankResponseId;
  return {
    milestoneId,
    amount: checked.amount,
    modeOfPaymentId: checked.modeOfPaymentId,
    paymentType: checked.paymentType,
    pinCode: checked.pinCode,
    ...(bankResponse !== undefined && bankResponse !== null && String(bankResponse) !== '' ? { yesBankResponseId: String(bankResponse) } : {}),
    ...(values.referenceNumber.trim() ? { referenceNumber: values.referenceNumber.trim() } : {}),
    ...(values.paymentDate ? { paymentDate: values.paymentDate } : {}),
  };
}
