import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../validation/zod-fields';
import { paymentCreateSchema } from './payment-schema';

const valid = { modeOfPaymentId: 1, amount: 1500.5, milestoneId: 9, pinCode: '560001' };

function errorsOf(value: unknown) {
  const result = paymentCreateSchema.safeParse(value);
  return result.success ? {} : fieldMessages(result.error);
}

describe('payment schema', () => {
  it('accepts a payment, type normal by default', () => {
    expect(paymentCreateSchema.parse(valid)).toEqual({ ...valid, paymentType: 'normal' });
    expect(paymentCreateSchema.parse({ ...valid, paymentType: 'Recollection', yesBankResponseId: 'YB1' }).paymentType).toBe('Recollection');
  });

  it('makes the PIN mandatory with the spec message', () => {
    const { pinCode: _pinCode, ...withoutPin } = valid;
    expect(errorsOf(withoutPin)).toEqual({ pinCode: 'PIN Code is mandatory for adding Payment' });
    expect(errorsOf({ ...valid, pinCode: '' })).toEqual({ pinCode: 'PIN Code is mandatory for adding Payment' });
    expect(errorsOf({ ...valid, pinCode: null })).toEqual({ pinCode: 'PIN Code is mandatory for adding Payment' });
    expect(errorsOf({ ...valid, pinCode: '012345' })).toEqual({ pinCode: 'PIN is not valid' });
  });

  it('needs an amount above 0 and a known payment type', () => {
    expect(errorsOf({ ...valid, amount: 0 })).toEqual({ amount: 'Please enter an amount greater than 0' });
    expect(errorsOf({ ...valid, paymentType: 'Other' })).toHaveProperty('paymentType');
    expect(errorsOf({ ...valid, milestoneId: undefined })).toEqual({ milestoneId: 'This field is required.' });
  });
});
