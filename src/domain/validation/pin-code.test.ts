import { describe, expect, it } from 'vitest';
import { validatePaymentPinCode, validatePinCode } from './pin-code';

describe('PIN code', () => {
  it('accepts 6 digits not starting with 0', () => {
    expect(validatePinCode('560001')).toBeNull();
    expect(validatePinCode('110001')).toBeNull();
  });

  it("rejects others with 'PIN is not valid'", () => {
    for (const bad of ['060001', '56000', '5600011', '56O001', '560 001']) expect(validatePinCode(bad)).toBe('PIN is not valid');
  });

  it('is optional on its own but mandatory for a payment', () => {
    expect(validatePinCode('')).toBeNull();
    expect(validatePaymentPinCode('')).toBe('PIN Code is mandatory for adding Payment');
    expect(validatePaymentPinCode(undefined)).toBe('PIN Code is mandatory for adding Payment');
    expect(validatePaymentPinCode('012345')).toBe('PIN is not valid');
    expect(validatePaymentPinCode('400001')).toBeNull();
  });
});
