import { describe, expect, it } from 'vitest';
import { paymentEndpointVersion } from '../../../../domain/payments/statuses';
import { validateForm } from '../../../lib/forms/validate-form';
import { paymentFormInput, paymentFormSchema, recordPaymentInput, type PaymentFormValues } from './payment-form';

const base: PaymentFormValues = { modeOfPaymentId: '1', amount: '5000', paymentType: 'normal', yesBankResponseId: '', pinCode: '560001', referenceNumber: '', paymentDate: '' };

/** What the form does on submit: check the fields, then build the payment. */
function validatePaymentForm(values: PaymentFormValues, milestoneId: number) {
  const checked = validateForm(paymentFormSchema, paymentFormInput(values));
  return checked.ok ? { errors: {}, input: recordPaymentInput(checked.data, values, milestoneId) } : { errors: checked.errors, input: null };
}

describe('the payment form', () => {
  it('says the PIN is mandatory when it is left empty', () => {
    expect(validatePaymentForm({ ...base, pinCode: '  ' }, 9).errors).toEqual({ pinCode: 'PIN Code is mandatory for adding Payment' });
  });

  it('says a malformed PIN is not valid', () => {
    expect(validatePaymentForm({ ...base, pinCode: '012345' }, 9).errors).toEqual({ pinCode: 'PIN is not valid' });
  });

  it('requires a mode and a positive amount', () => {
    expect(validatePaymentForm({ ...base, modeOfPaymentId: '', amount: '0' }, 9).errors).toEqual({
      modeOfPaymentId: 'This field is required.',
      amount: 'Please enter an amount greater than 0',
    });
  });

  it('builds the payment and lets the endpoint follow mode 10 and the bank response id', () => {
    const plain = validatePaymentForm(base, 9).input;
    expect(plain).toEqual({ milestoneId: 9, amount: 5000, modeOfPaymentId: 1, paymentType: 'normal', pinCode: '560001' });
    expect(plain && paymentEndpointVersion(plain)).toBe('v1');
    const mode10 = validatePaymentForm({ ...base, modeOfPaymentId: '10' }, 9).input;
    expect(mode10 && paymentEndpointVersion(mode10)).toBe('v2');
    const bank = validatePaymentForm({ ...base, modeOfPaymentId: '10', yesBankResponseId: 'YB-77' }, 9).input;
    expect(bank?.yesBankResponseId).toBe('YB-77');
    expect(bank && paymentEndpointVersion(bank)).toBe('v3');
  });

  it('takes a milestone created on this device (a negative id until the server has it)', () => {
    expect(validatePaymentForm(base, -3)).toEqual({ errors: {}, input: { milestoneId: -3, amount: 5000, modeOfPaymentId: 1, paymentType: 'normal', pinCode: '560001' } });
  });
});
